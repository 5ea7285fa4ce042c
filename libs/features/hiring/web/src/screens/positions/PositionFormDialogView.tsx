import { Alert, MultiSelect, Select, TextField } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { languageNames } from '@facet/platform-i18n';
import { languages, type Language } from '@facet/platform-kernel';
import { FormDialog } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { hiringMessages as messages, hiringProblemMessages } from '../../messages';
import type { PositionChoice } from '../../position-choices';
import { PositionTermsFields } from './PositionTermsFields';
import type { PositionField, PositionFormValues } from './use-position-form';

export interface PositionFormDialogViewProps {
  /** Creating a new position, or editing the one named. */
  editing?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  values: PositionFormValues;
  invalid: ReadonlySet<PositionField>;
  onChange: <Field extends keyof PositionFormValues>(
    field: Field,
    value: PositionFormValues[Field],
  ) => void;
  profiles: readonly PositionChoice[];
  groups: readonly PositionChoice[];
  isSending?: boolean;
  failure?: ApiFailure;
  onSubmit: () => void;
}

/** A position's name, profile, group, languages, dates, cap and what candidates see. */
export function PositionFormDialogView({
  editing,
  isOpen,
  onOpenChange,
  values,
  invalid,
  onChange,
  profiles,
  groups,
  isSending,
  failure,
  onSubmit,
}: PositionFormDialogViewProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <FormDialog
      title={say(editing === undefined ? messages.newPosition : messages.editTitle)}
      size="large"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel={say(editing === undefined ? messages.createSubmit : messages.saveSubmit)}
      cancelLabel={say(messages.cancel)}
      isSending={isSending}
      onSubmit={onSubmit}
    >
      {failure && (
        <Alert tone="critical">
          {failureText(intl, failure, hiringProblemMessages, messages.actionFailed)}
        </Alert>
      )}
      <TextField
        label={say(messages.nameLabel)}
        autoFocus
        isRequired
        value={values.name}
        onChange={(name) => onChange('name', name)}
        isInvalid={invalid.has('name')}
        errorMessage={say(messages.nameInvalid)}
      />
      {profiles.length === 0 && <Alert tone="caution">{say(messages.noProfiles)}</Alert>}
      <Select
        label={say(messages.profileLabel)}
        isRequired
        options={profiles.map((profile) => ({ id: String(profile.id), label: profile.name }))}
        selectedKey={values.profileId || null}
        onSelectionChange={(key) => onChange('profileId', String(key ?? ''))}
        isInvalid={invalid.has('profileId')}
        errorMessage={say(messages.profileRequired)}
        isDisabled={editing !== undefined}
      />
      <Select
        label={say(messages.groupLabel)}
        options={[
          { id: '', label: say(messages.noGroup) },
          ...groups.map((group) => ({ id: String(group.id), label: group.name })),
        ]}
        selectedKey={values.groupId}
        onSelectionChange={(key) => onChange('groupId', String(key ?? ''))}
      />
      <MultiSelect<Language>
        label={say(messages.languagesLabel)}
        options={languages.map((language) => ({ id: language, label: languageNames[language] }))}
        selectedKeys={values.languages}
        onSelectionChange={(chosen) => onChange('languages', chosen)}
        isInvalid={invalid.has('languages')}
        errorMessage={say(messages.languagesRequired)}
      />
      <PositionTermsFields values={values} invalid={invalid} onChange={onChange} />
    </FormDialog>
  );
}
