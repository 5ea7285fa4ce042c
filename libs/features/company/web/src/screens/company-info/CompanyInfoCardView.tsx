import { type CompanyRecord } from '@facet/company-domain';
import { Button, Card, Inline, Stack } from '@facet/design-system';
import { LoadFailedCard, LoadingCard } from '@facet/platform-web-kit';
import { type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { CompanyInfoDetails } from './CompanyInfoDetails';
import { CompanyInfoForm } from './CompanyInfoForm';
import { useCompanyInfoForm, type CompanyInfoUpdate } from './use-company-info-form';

export interface CompanyInfoCardViewProps {
  company?: CompanyRecord;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Company admins may edit name and e-mail. */
  canEdit?: boolean;
  isSaving?: boolean;
  saveFailure?: ApiFailure;
  /** Resolves true when saved, so the card leaves edit mode. */
  onSave?: (update: CompanyInfoUpdate) => Promise<boolean>;
  /** Starts in edit mode (stories). */
  initiallyEditing?: boolean;
}

/** The company info card of the panel: administrator, e-mails, licences; editable by admins. */
export function CompanyInfoCardView({
  company,
  isLoading,
  loadFailure,
  onRetry,
  canEdit,
  isSaving,
  saveFailure,
  onSave,
  initiallyEditing = false,
}: CompanyInfoCardViewProps) {
  const intl = useIntl();
  const form = useCompanyInfoForm(company, onSave, initiallyEditing);
  const title = intl.formatMessage(messages.infoTitle);

  if (loadFailure) {
    return (
      <LoadFailedCard
        title={title}
        message={intl.formatMessage(messages.loadCompanyFailed)}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading || !company) {
    return <LoadingCard title={title} message={intl.formatMessage(messages.loading)} />;
  }
  if (form.editing) {
    return (
      <Card title={title}>
        <CompanyInfoForm form={form} isSaving={isSaving} saveFailure={saveFailure} />
      </Card>
    );
  }

  return (
    <Card title={title}>
      <Stack space="medium">
        <CompanyInfoDetails company={company} />
        {canEdit && (
          <Inline space="small">
            <Button variant="secondary" onPress={form.startEditing}>
              {intl.formatMessage(messages.edit)}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
