import { companyLogoTypes, type CompanyBranding } from '@facet/company-domain';
import { Alert, Button, FileField, Inline, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { useIntl } from 'react-intl';
import { companyMessages as messages, companyProblemMessages } from '../../messages';
import * as styles from './CompanyBrandingCardView.css';

export interface CompanyLogoSectionProps {
  branding: CompanyBranding;
  /** Company admins change the logo; managers see it. */
  canEdit: boolean | undefined;
  onChooseLogo: ((file: File) => void) | undefined;
  onRemoveLogo: (() => void) | undefined;
  isSavingLogo: boolean | undefined;
  logoFailure: ApiFailure | undefined;
}

/** The company's logo, or the words for none, and for company admins its file and removal. */
export function CompanyLogoSection({
  branding,
  canEdit,
  onChooseLogo,
  onRemoveLogo,
  isSavingLogo,
  logoFailure,
}: CompanyLogoSectionProps) {
  const intl = useIntl();
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
  );
}
