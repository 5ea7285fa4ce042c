import {
  Button,
  Dialog,
  DialogActions,
  DialogTrigger,
  Inline,
  Radio,
  RadioGroup,
  Stack,
  Text,
} from '@facet/design-system';
import { profileTemplateIds, profileTemplates, rangesOfTemplate } from '@facet/profiles-domain';
import type { ProfileTemplateId } from '@facet/profiles-domain';
import { scaleName, type ProfileRanges } from '@facet/reports-domain';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { profilesMessages as messages } from '../../messages';

/** What applying a starting point gives the editor: ranges, and a name to offer if none yet. */
export interface StartingPoint {
  ranges: ProfileRanges;
  suggestedName?: string;
}

export type ApplyStartingPoint = (start: StartingPoint) => void;

/** Each template's words, keyed by the domain's ids: a new template fails typecheck until named. */
export const templateWords: Record<
  ProfileTemplateId,
  { name: MessageDescriptor; description: MessageDescriptor }
> = {
  sales: { name: messages.templateSalesName, description: messages.templateSalesDescription },
  customer_service: {
    name: messages.templateCustomerServiceName,
    description: messages.templateCustomerServiceDescription,
  },
  software_engineering: {
    name: messages.templateSoftwareEngineeringName,
    description: messages.templateSoftwareEngineeringDescription,
  },
  team_lead: {
    name: messages.templateTeamLeadName,
    description: messages.templateTeamLeadDescription,
  },
  operations_administration: {
    name: messages.templateOperationsName,
    description: messages.templateOperationsDescription,
  },
};

export interface TemplateDialogContentProps {
  onApply: ApplyStartingPoint;
  close: () => void;
}

/** The templates for common positions, each with what it is for and the scales it sets. */
export function TemplateDialogContent({ onApply, close }: TemplateDialogContentProps) {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const [chosen, setChosen] = useState<ProfileTemplateId>(profileTemplateIds[0]);
  return (
    <Stack space="medium">
      <Text tone="secondary">{intl.formatMessage(messages.replacesRanges)}</Text>
      <RadioGroup
        label={intl.formatMessage(messages.templateLabel)}
        value={chosen}
        onChange={(value) => setChosen(value as ProfileTemplateId)}
      >
        {profileTemplateIds.map((template) => {
          const scales = Object.keys(profileTemplates[template]) as (keyof ProfileRanges)[];
          return (
            <Radio key={template} value={template}>
              <Stack space="xsmall">
                <Text weight="strong">{intl.formatMessage(templateWords[template].name)}</Text>
                <Text size="small">{intl.formatMessage(templateWords[template].description)}</Text>
                <Text size="small" tone="secondary">
                  {intl.formatMessage(messages.templateScales, {
                    count: scales.length,
                    scales: intl.formatList(scales.map((scale) => scaleName(scale, language))),
                  })}
                </Text>
              </Stack>
            </Radio>
          );
        })}
      </RadioGroup>
      <DialogActions>
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button
          onPress={() => {
            onApply({
              ranges: rangesOfTemplate(chosen),
              suggestedName: intl.formatMessage(templateWords[chosen].name),
            });
            close();
          }}
        >
          {intl.formatMessage(messages.applyTemplate)}
        </Button>
      </DialogActions>
    </Stack>
  );
}

export interface ProfileStartingPointsProps {
  onApply: ApplyStartingPoint;
  /** The "copy another profile" dialog's content, wired to the company's profiles by the page. */
  copyProfile?: (close: () => void) => ReactNode;
  /** The "copy from a person's result" dialog's content, wired to the company's people. */
  copyResult?: (close: () => void) => ReactNode;
  /** Opens one dialog at first render (stories). */
  defaultOpen?: 'template' | 'profile' | 'result';
  isDisabled?: boolean;
}

/** The three ways to fill the editor at once; each opens a dialog, then everything stays editable. */
export function ProfileStartingPoints({
  onApply,
  copyProfile,
  copyResult,
  defaultOpen,
  isDisabled,
}: ProfileStartingPointsProps) {
  const intl = useIntl();
  return (
    <Stack space="small">
      <Text tone="secondary">{intl.formatMessage(messages.startFrom)}</Text>
      <Inline space="small">
        <DialogTrigger defaultOpen={defaultOpen === 'template'}>
          <Button variant="secondary" isDisabled={isDisabled}>
            {intl.formatMessage(messages.useTemplate)}
          </Button>
          <Dialog title={intl.formatMessage(messages.useTemplate)} size="large">
            {(close) => <TemplateDialogContent onApply={onApply} close={close} />}
          </Dialog>
        </DialogTrigger>
        {copyProfile && (
          <DialogTrigger defaultOpen={defaultOpen === 'profile'}>
            <Button variant="secondary" isDisabled={isDisabled}>
              {intl.formatMessage(messages.copyProfile)}
            </Button>
            <Dialog title={intl.formatMessage(messages.copyProfile)}>{copyProfile}</Dialog>
          </DialogTrigger>
        )}
        {copyResult && (
          <DialogTrigger defaultOpen={defaultOpen === 'result'}>
            <Button variant="secondary" isDisabled={isDisabled}>
              {intl.formatMessage(messages.copyResult)}
            </Button>
            <Dialog title={intl.formatMessage(messages.copyResult)}>{copyResult}</Dialog>
          </DialogTrigger>
        )}
      </Inline>
    </Stack>
  );
}
