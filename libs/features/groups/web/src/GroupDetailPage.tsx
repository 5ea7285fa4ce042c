import { useCompanyDataSource } from '@facet/company-web';
import { showToast, Stack } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { TableExport, useTableExport } from '@facet/platform-web-kit';
import { useProfilesDataSource } from '@facet/profiles-web';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGroupsDataSource } from './groups-data-source';
import { GroupDetailView } from './GroupDetailView';
import { GroupFitView } from './GroupFitView';
import { groupsMessages as messages } from './messages';

/**
 * /company-panel/group/{id} (and the back office's, with the admin data sources): the group and,
 * once it has loaded, its members' fit with its profile where the data source offers it.
 */
export function GroupDetailPage() {
  const intl = useIntl();
  const groupId = Number(useParams()['id']);
  const [page, setPage] = useState(1);
  const company = useCompanyDataSource();
  const { panelPath } = company;
  const employees = company.useEmployees({ page: 1, pageSize: 100 });
  const free = company.useCompany().data?.company.availableLicences;
  const source = useGroupsDataSource();
  const detail = source.useGroup({ id: groupId, page });
  const fit = source.useGroupFit(groupId);
  const tableExport = useTableExport((file) => source.groupExportPath(groupId, file));
  const profiles = useProfilesDataSource().useProfiles({ page: 1, pageSize: 100 });
  const [update, updating] = source.useUpdateGroup();
  const [add, adding] = source.useAddMembers();
  const [remove, removing] = source.useRemoveMember();
  const [toggle, toggling] = source.useToggleGroupDiagnosis();
  const lastFailure = [updating, adding, removing, toggling]
    .map((state) => readApiFailure(state.error))
    .find(Boolean);
  const positive = (title: string) => showToast({ title, tone: 'positive' });
  return (
    <Stack space="xlarge">
      <GroupDetailView
        // A fresh form per loaded group, so its fields start from what the server holds.
        key={detail.data ? `${detail.data.group.name}|${detail.data.group.profile_id}` : 'loading'}
        group={detail.data?.group}
        members={detail.data?.members ?? []}
        profiles={profiles.data?.profile ?? []}
        employees={employees.data?.employees ?? []}
        licences={detail.data?.licences}
        freeLicences={free}
        page={detail.data?.page ?? page}
        totalPages={detail.data?.totalPages ?? 1}
        isLoading={detail.isLoading}
        loadFailure={readApiFailure(detail.error)}
        onRetry={() => void detail.refetch()}
        onPageChange={setPage}
        panelPath={panelPath}
        teamViewHref={source.teamViewPath?.(groupId)}
        actionFailure={lastFailure}
        isBusy={updating.isLoading || adding.isLoading || removing.isLoading || toggling.isLoading}
        onSaveGroup={async (change) => {
          const answer = await update({ group_id: groupId, ...change });
          if ('error' in answer) return false;
          positive(intl.formatMessage(messages.saved));
          return true;
        }}
        onAddMembers={async (change) => {
          const answer = await add({ group_id: groupId, ...change });
          if (!answer.data) return undefined;
          if (answer.data.rejected.length === 0) {
            positive(
              intl.formatMessage(messages.membersAdded, { count: answer.data.added.length }),
            );
          }
          return answer.data;
        }}
        onRemoveMember={async (member) => {
          const answer = await remove({ group_id: groupId, email: member.email });
          if (!('error' in answer)) {
            positive(intl.formatMessage(messages.memberRemoved, { email: member.email }));
          }
        }}
        onUpdateLicence={async (newLicenceState) => {
          const answer = await toggle({ group_id: groupId, newLicenseState: newLicenceState });
          if (answer.data)
            positive(intl.formatMessage(messages.licenceUpdated, { ...answer.data }));
        }}
      />
      {detail.data && <TableExport {...tableExport} />}
      {detail.data && fit && (
        <GroupFitView
          groupId={groupId}
          panelPath={panelPath}
          answer={fit.data}
          isLoading={fit.isLoading}
          loadFailure={readApiFailure(fit.error)}
          onRetry={() => void fit.refetch()}
        />
      )}
    </Stack>
  );
}
