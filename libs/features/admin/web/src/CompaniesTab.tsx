import type { AdminCompanyRecord } from '@facet/admin-domain';
import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useCreateCompanyMutation,
  useDeleteCompanyMutation,
  useGetAdminCompaniesQuery,
} from './admin-endpoints';
import { CompaniesTabView } from './CompaniesTabView';
import { CompanyLicencesDialog } from './CompanyLicencesDialog';
import { CreateCompanyDialogView } from './CreateCompanyDialogView';
import { adminMessages as messages } from './messages';
import { listViewProps, useListState } from './use-list-state';

/** The Companies tab with its data: list or search, create, licences, delete. */
export function CompaniesTab() {
  const intl = useIntl();
  const list = useListState();
  const companies = useGetAdminCompaniesQuery(list.args);
  const [creating, setCreating] = useState(false);
  const [licencesOf, setLicencesOf] = useState<AdminCompanyRecord | null>(null);
  const [createCompany, creation] = useCreateCompanyMutation();
  const [deleteCompany, deletion] = useDeleteCompanyMutation();
  return (
    <>
      <CompaniesTabView
        {...listViewProps(list, companies)}
        onCreate={() => {
          creation.reset();
          setCreating(true);
        }}
        onChangeLicences={setLicencesOf}
        deleteFailure={readApiFailure(deletion.error)}
        onDelete={async (company) => {
          const answer = await deleteCompany({ companyEmailDelete: company.email });
          if (!('error' in answer)) {
            showToast({
              title: intl.formatMessage(messages.deleted, { name: company.name }),
              tone: 'positive',
            });
          }
        }}
      />
      <CreateCompanyDialogView
        isOpen={creating}
        onOpenChange={setCreating}
        isSending={creation.isLoading}
        failure={readApiFailure(creation.error)}
        onSubmit={async (company) => {
          const answer = await createCompany(company);
          if ('error' in answer) return false;
          setCreating(false);
          showToast({
            title: intl.formatMessage(messages.created, { name: company.name }),
            tone: 'positive',
          });
          return true;
        }}
      />
      {licencesOf && (
        <CompanyLicencesDialog company={licencesOf} onClose={() => setLicencesOf(null)} />
      )}
    </>
  );
}
