import { actsAsCompanyAdmin } from '@facet/company-domain';
import { showToast, Stack } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { CompanyBrandingCard } from './CompanyBrandingCard';
import { CompanyInfoCardView } from './CompanyInfoCardView';
import { useCompanyDataSource } from '../../company-data-source';
import { companyMessages as messages } from '../../messages';

/**
 * The Info tab: the company card with its edit form, then what invitees see of the company (its
 * own members only: a platform admin acting on the company does not brand it).
 */
export function CompanyInfoTab() {
  const intl = useIntl();
  const source = useCompanyDataSource();
  const company = source.useCompany();
  const [updateCompany, update] = source.useUpdateCompany();
  const viewerRole = company.data?.company.viewerRole;
  return (
    <Stack space="large">
      <CompanyInfoCardView
        key={
          company.data ? `${company.data.company.name}|${company.data.company.email}` : 'loading'
        }
        company={company.data?.company}
        isLoading={company.isLoading}
        loadFailure={readApiFailure(company.error)}
        onRetry={() => void company.refetch()}
        canEdit={actsAsCompanyAdmin(company.data?.company.viewerRole)}
        isSaving={update.isLoading}
        saveFailure={readApiFailure(update.error)}
        onSave={async (values) => {
          const answer = await updateCompany(values);
          if ('error' in answer) return false;
          showToast({ title: intl.formatMessage(messages.companyUpdated), tone: 'positive' });
          return true;
        }}
      />
      {viewerRole && viewerRole !== 'platformAdmin' && (
        <CompanyBrandingCard canEdit={actsAsCompanyAdmin(viewerRole)} />
      )}
    </Stack>
  );
}
