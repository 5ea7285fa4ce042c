import type { AdminCompanyRecord } from '@facet/admin-domain';
import { Alert, Button, Inline, Link } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useConfirmation } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { DeleteCompanyDialog } from './DeleteCompanyDialog';
import { BackOfficeListView, type BackOfficeListViewProps } from '../../BackOfficeListView';
import { adminMessages as messages, adminProblemMessages } from '../../messages';

export const adminCompanyPath = (companyId: number) => `/admin/dashboard/company/${companyId}`;

export type CompaniesTabViewProps = Omit<
  BackOfficeListViewProps<AdminCompanyRecord>,
  'label' | 'rowKey' | 'columns' | 'actions' | 'children' | 'deletion'
> & {
  onCreate: () => void;
  onChangeLicences: (company: AdminCompanyRecord) => void;
  onDelete: (company: AdminCompanyRecord) => Promise<void>;
  deleteFailure?: ApiFailure;
};

/** The Companies tab: administrator, employees and licences, with view, licences and delete. */
export function CompaniesTabView({
  onCreate,
  onChangeLicences,
  onDelete,
  deleteFailure,
  ...list
}: CompaniesTabViewProps) {
  const intl = useIntl();
  const { confirming: deleting, ask, close } = useConfirmation<AdminCompanyRecord>();
  return (
    <BackOfficeListView
      {...list}
      label={intl.formatMessage(messages.tabCompanies)}
      rowKey={(company) => company.company_id}
      actions={<Button onPress={onCreate}>{intl.formatMessage(messages.createCompany)}</Button>}
      columns={[
        {
          id: 'name',
          label: intl.formatMessage(messages.columnName),
          render: (company) => company.name,
        },
        {
          id: 'email',
          label: intl.formatMessage(messages.columnEmail),
          render: (company) => company.email,
        },
        {
          id: 'administrator',
          label: intl.formatMessage(messages.columnAdministrator),
          render: (company) => company.adminEmail ?? '—',
        },
        {
          id: 'employees',
          label: intl.formatMessage(messages.columnEmployees),
          render: (company) => intl.formatNumber(company.employees),
        },
        {
          id: 'licences',
          label: intl.formatMessage(messages.columnLicences),
          render: ({ licenceCounts: { available, purchased } }) =>
            intl.formatMessage(messages.licencesAvailableOfPurchased, { available, purchased }),
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (company) => (
            <Inline space="small">
              <Link href={adminCompanyPath(company.company_id)}>
                {intl.formatMessage(messages.view, { name: company.name })}
              </Link>
              <Button size="small" variant="secondary" onPress={() => onChangeLicences(company)}>
                {intl.formatMessage(messages.licencesOf, { name: company.name })}
              </Button>
              <Button size="small" variant="quiet" onPress={() => ask(company)}>
                {intl.formatMessage(messages.deleteNamed, { name: company.name })}
              </Button>
            </Inline>
          ),
        },
      ]}
    >
      {deleting && (
        <DeleteCompanyDialog
          company={deleting}
          onClose={close}
          onConfirm={() => onDelete(deleting)}
        />
      )}
      {deleteFailure && (
        <Alert tone="critical">
          {failureText(intl, deleteFailure, adminProblemMessages, messages.deleteFailed)}
        </Alert>
      )}
    </BackOfficeListView>
  );
}
