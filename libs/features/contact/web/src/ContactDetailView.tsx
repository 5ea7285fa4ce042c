import type { ContactRecord } from '@facet/contact-domain';
import { Alert, Card, ErrorState, Link, Select, Stack, Text } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { requestStatuses, type RequestStatus } from '@facet/platform-kernel';
import { RequestStatusBadge, requestStatusLabel } from '@facet/platform-kernel-web';
import { DetailList, type DetailRow } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { contactFailureText, languageLabels } from './ContactFormView';
import { contactMessages as messages } from './messages';

export interface ContactDetailViewProps {
  contactForm?: ContactRecord;
  isLoading: boolean;
  loadFailure?: ApiFailure;
  isSaving: boolean;
  updateFailure?: ApiFailure;
  onStatusChange: (status: RequestStatus) => void;
}

/** /admin/contact/{id}: one contact request and its status. */
export function ContactDetailView({
  contactForm,
  isLoading,
  loadFailure,
  isSaving,
  updateFailure,
  onStatusChange,
}: ContactDetailViewProps) {
  const intl = useIntl();
  if (loadFailure) {
    return (
      <ErrorState
        headingLevel={1}
        message={intl.formatMessage(
          loadFailure.status === 404 ? messages.notFound : messages.loadFailed,
        )}
      />
    );
  }
  if (isLoading || !contactForm)
    return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;
  const rows: DetailRow[] = [
    [intl.formatMessage(messages.name), contactForm.name],
    [intl.formatMessage(messages.email), contactForm.email],
    [intl.formatMessage(messages.phone), `${contactForm.phone_prefix} ${contactForm.phone}`],
    [intl.formatMessage(messages.language), intl.formatMessage(languageLabels[contactForm.lang])],
    [intl.formatMessage(messages.date), intl.formatDate(contactForm.date, { dateStyle: 'medium' })],
    [
      intl.formatMessage(messages.status),
      <RequestStatusBadge key="status" status={contactForm.status} />,
    ],
  ];
  return (
    <Stack space="large">
      <Link href="/admin/dashboard?tab=contacts" variant="standalone">
        {intl.formatMessage(messages.backToDashboard)}
      </Link>
      <Card as="section" titleLevel={1} title={intl.formatMessage(messages.detailTitle)}>
        <Stack space="medium">
          {updateFailure && (
            <Alert tone="critical">
              {updateFailure.status === 404
                ? contactFailureText(intl, updateFailure)
                : intl.formatMessage(messages.updateFailed)}
            </Alert>
          )}
          <DetailList rows={rows} />
          <Text>{contactForm.message}</Text>
          <Select
            label={intl.formatMessage(messages.changeStatus)}
            options={requestStatuses.map((status) => ({
              id: status,
              label: requestStatusLabel(intl, status),
            }))}
            selectedKey={contactForm.status}
            isDisabled={isSaving}
            onSelectionChange={(key) => key && onStatusChange(key as RequestStatus)}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
