import { companyLogoTypes, type CompanyBranding } from '@facet/company-domain';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  FileField,
  Form,
  FormActions,
  Inline,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './CompanyBrandingCardView.css';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

export interface CompanyBrandingCardViewProps {
  branding?: CompanyBranding;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Company admins change the logo and the line; managers see them. */
  canEdit?: boolean;
  /** The welcome line as being written, and whether it may be saved as it is. */
  welcomeLineDraft: string;
  welcomeLineInvalid?: boolean;
  onWelcomeLineChange?: (line: string) => void;
  onSaveWelcomeLine?: () => void;
  isSavingWelcomeLine?: boolean;
  welcomeLineFailure?: ApiFailure;
  onChooseLogo?: (file: File) => void;
  onRemoveLogo?: () => void;
  isSavingLogo?: boolean;
  logoFailure?: ApiFailure;
}

/** The company's logo and welcome line: what the people it invites see of it. */
export function CompanyBrandingCardView({
  branding,
  isLoading,
  loadFailure,
  onRetry,
  canEdit,
  welcomeLineDraft,
  welcomeLineInvalid,
  onWelcomeLineChange,
  onSaveWelcomeLine,
  isSavingWelcomeLine,
  welcomeLineFailure,
  onChooseLogo,
  onRemoveLogo,
  isSavingLogo,
  logoFailure,
}: CompanyBrandingCardViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.brandingTitle);
  if (loadFailure) {
    return (
      <Card title={title}>
        <ErrorState message={intl.formatMessage(messages.loadBrandingFailed)} onRetry={onRetry} />
      </Card>
    );
  }
  if (isLoading || !branding) {
    return (
      <Card title={title}>
        <Stack space="small">
          <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
          <Skeleton shape="text" />
          <Skeleton shape="text" />
        </Stack>
      </Card>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaveWelcomeLine?.();
  };
  const logo = branding.logoUrl ? (
    <img
      className={styles.logo}
      src={branding.logoUrl}
      alt={intl.formatMessage(messages.logoAlt, { company: branding.companyName })}
    />
  ) : (
    <Text tone="secondary">{intl.formatMessage(messages.noLogo)}</Text>
  );
  return (
    <Card title={title}>
      <Stack space="large">
        <Text tone="secondary">{intl.formatMessage(messages.brandingIntro)}</Text>
        <Stack space="small">
          <Text weight="medium">{intl.formatMessage(messages.logoLabel)}</Text>
          <div className={styles.logoFrame}>{logo}</div>
          {logoFailure && (
            <Alert tone="critical">
              {failureText(
                intl,
                logoFailure,
                {
                  ...companyProblemMessages,
                  [requestProblems.tooLarge.code]: messages.logoTooLarge,
                },
                messages.logoFailed,
              )}
            </Alert>
          )}
          {canEdit && (
            <Inline space="small" alignY="bottom">
              <FileField
                label={intl.formatMessage(
                  branding.logoUrl ? messages.replaceLogo : messages.chooseLogo,
                )}
                buttonLabel={intl.formatMessage(
                  branding.logoUrl ? messages.replaceLogo : messages.chooseLogo,
                )}
                description={intl.formatMessage(messages.logoHint)}
                acceptedFileTypes={[...companyLogoTypes, '.png', '.svg']}
                onSelect={(file) => onChooseLogo?.(file)}
                isDisabled={isSavingLogo}
              />
              {branding.logoUrl && (
                <Button variant="secondary" onPress={onRemoveLogo} isPending={isSavingLogo}>
                  {intl.formatMessage(messages.removeLogo)}
                </Button>
              )}
            </Inline>
          )}
        </Stack>
        {canEdit ? (
          <Form onSubmit={submit}>
            <Stack space="small">
              {welcomeLineFailure && (
                <Alert tone="critical">
                  {failureText(intl, welcomeLineFailure, {}, messages.welcomeLineFailed)}
                </Alert>
              )}
              <TextField
                label={intl.formatMessage(messages.welcomeLineLabel)}
                description={intl.formatMessage(messages.welcomeLineHint)}
                value={welcomeLineDraft}
                onChange={onWelcomeLineChange}
                isInvalid={welcomeLineInvalid}
                errorMessage={intl.formatMessage(messages.welcomeLineInvalid)}
              />
              <FormActions>
                <Button type="submit" isPending={isSavingWelcomeLine}>
                  {intl.formatMessage(messages.saveWelcomeLine)}
                </Button>
              </FormActions>
            </Stack>
          </Form>
        ) : (
          <Stack space="small">
            <Text weight="medium">{intl.formatMessage(messages.welcomeLineLabel)}</Text>
            <Text tone={branding.welcomeLine ? undefined : 'secondary'}>
              {branding.welcomeLine ?? intl.formatMessage(messages.noWelcomeLine)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
