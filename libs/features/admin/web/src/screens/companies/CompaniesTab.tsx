import type { AdminCompanyRecord } from '@facet/admin-domain';
import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useCreateCompanyMutation,
  useDeleteCompanyMutation,
  useGetAdminCompaniesQuery,
} from '../../admin-endpoints';
import { CompaniesTabView } from './CompaniesTabView';
import { CompanyLicencesDialog } from './CompanyLicencesDialog';
import { CreateCompanyDialogView } from './CreateCompanyDialogView';
import { adminMessages as messages } from '../../messages';
import { useCreateDialog } from '../../use-create-dialog';
import { listViewProps, useListState } from '../../use-list-state';

/** The Companies tab with its data: list or search, create, licences, delete. */
export function CompaniesTab() {
  const intl = useIntl();
  const list = useListState();
  const companies = useGetAdminCompaniesQuery(list.args);
  const [licencesOf, setLicencesOf] = useState<AdminCompanyRecord | null>(null);
  const creation = useCreateDialog(useCreateCompanyMutation());
  const [deleteCompany, deletion] = useDeleteCompanyMutation();
  return (
    <>
      <CompaniesTabView
        {...listViewProps(list, companies)}
        onCreate={creation.open}
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
      <CreateCompanyDialogView {...creation.dialog} />
      {licencesOf && (
        <CompanyLicencesDialog company={licencesOf} onClose={() => setLicencesOf(null)} />
      )}
    </>
  );
}
