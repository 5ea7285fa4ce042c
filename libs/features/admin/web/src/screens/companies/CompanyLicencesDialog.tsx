import type { LicenceCounts } from '@facet/company-domain';
import { showToast } from '@facet/design-system';
import { actingAsPlatformAdmin, readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetCompanyQuery } from '@facet/company-web';
import { useAddLicencesMutation, useRevokeLicencesMutation } from '../../admin-endpoints';
import { LicencesDialogView } from './LicencesDialogView';
import type { LicenceChange } from './use-licence-count-form';
import { adminMessages as messages } from '../../messages';

/**
 * The licences dialog with its two calls, for the Companies tab and the company page: the counts
 * of the company's own record once loaded, so they follow each change.
 */
export function CompanyLicencesDialog({
  company,
  onClose,
}: {
  company: { company_id: number; name: string; licenceCounts: LicenceCounts };
  onClose: () => void;
}) {
  const intl = useIntl();
  const [lastChange, setLastChange] = useState<LicenceChange>('add');
  const [addLicences, addition] = useAddLicencesMutation();
  const [revokeLicences, revocation] = useRevokeLicencesMutation();
  const failure = readApiFailure(lastChange === 'add' ? addition.error : revocation.error);
  const current = useGetCompanyQuery(actingAsPlatformAdmin(company.company_id)).data?.company;
  return (
    <LicencesDialogView
      company={current ?? company}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isSending={addition.isLoading || revocation.isLoading}
      failure={failure && { ...failure, change: lastChange }}
      onSubmit={async (change, count) => {
        setLastChange(change);
        const answer =
          change === 'add'
            ? await addLicences({ company_id: company.company_id, licensesNumber: count })
            : await revokeLicences({
                company_id: company.company_id,
                licensesNumberToRemove: count,
              });
        if ('error' in answer || !answer.data) return false;
        showToast({
          title: intl.formatMessage(
            change === 'add' ? messages.licencesAdded : messages.licencesRevoked,
            { name: company.name, count },
          ),
          tone: 'positive',
        });
        onClose();
        return true;
      }}
    />
  );
}
