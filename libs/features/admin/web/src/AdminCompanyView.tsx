import type { CompanyRecord } from '@facet/company-domain';
import { Button, Card, ErrorState, Heading, Inline, Link, Stack, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { failureText, type CallFailure } from './call-failure';
import { adminMessages as messages } from './messages';

export interface AdminCompanyViewProps {
  company?: CompanyRecord;
  isLoading?: boolean;
  loadFailure?: CallFailure;
  onRetry?: () => void;
  onChangeLicences: () => void;
}

/** /admin/dashboard/company/{company_id}: the company's details and its licences. */
export function AdminCompanyView({
  company,
  isLoading,
  loadFailure,
  onRetry,
  onChangeLicences,
}: AdminCompanyViewProps) {
  const intl = useIntl();
  const back = (
    <Link href="/admin/dashboard?tab=companies">
      {intl.formatMessage(messages.backToDashboard)}
    </Link>
  );
  if (loadFailure) {
    return (
      <Stack space="medium">
        {back}
        <ErrorState
          message={failureText(
            intl,
            loadFailure,
            { 404: messages.companyMissing },
            messages.companyLoadFailed,
          )}
          onRetry={loadFailure.status === 404 ? undefined : onRetry}
        />
      </Stack>
    );
  }
  if (isLoading || !company) {
    return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;
  }
  const facts: [string, string][] = [
    [intl.formatMessage(messages.fieldCompanyEmail), company.email],
    [intl.formatMessage(messages.columnAdministrator), company.administrator ?? '—'],
    [intl.formatMessage(messages.fieldAdminEmail), company.adminEmail ?? '—'],
    [intl.formatMessage(messages.columnEmployees), intl.formatNumber(company.employees)],
    [intl.formatMessage(messages.columnLicences), intl.formatNumber(company.licences)],
  ];
  return (
    <Stack space="large">
      {back}
      <Inline space="medium" align="spaceBetween">
        <Heading level={1}>{company.name}</Heading>
        <Button onPress={onChangeLicences}>
          {intl.formatMessage(messages.licencesOf, { name: company.name })}
        </Button>
      </Inline>
      <Card>
        <Stack space="small">
          <Heading level={2}>{intl.formatMessage(messages.companyDetails)}</Heading>
          <dl>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>
                  <Text weight="strong">{term}</Text>
                </dt>
                <dd>
                  <Text>{value}</Text>
                </dd>
              </div>
            ))}
          </dl>
        </Stack>
      </Card>
      <Text tone="secondary">{intl.formatMessage(messages.companyPanelNote)}</Text>
    </Stack>
  );
}
