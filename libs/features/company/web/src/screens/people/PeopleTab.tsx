import { accessProblems } from '@facet/platform-kernel';
import { actsAsCompanyAdmin } from '@facet/company-domain';
import { Alert, Button, Inline, showToast } from '@facet/design-system';
import { failureText, readApiFailure } from '@facet/platform-api-client';
import { useTableExport } from '@facet/platform-web-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCompanyDataSource, type CompanyMutation } from '../../company-data-source';
import { InviteFromFileDialog } from '../invite/InviteFromFileDialog';
import { useNoInvitePositions, type UseInvitePositionChoices } from '../invite/invite-positions';
import { companyMessages as messages, companyProblemMessages } from '../../messages';
import { AddToGroupDialogView } from './AddToGroupDialogView';
import type { PipelineChoice } from './PeopleFiltersView';
import { PeoplePipelineView } from './PeoplePipelineView';
import { usePeopleActions } from './use-people-actions';
import { usePeoplePage } from './use-people-page';

/** What the pipeline takes from the features that own profiles and groups; the app passes it. */
export interface PeoplePipelineHooks {
  /** The company's profiles, to show each person's fit with one. */
  useProfileChoices: () => readonly PipelineChoice[];
  /** The company's groups, to filter by and to add people to. */
  useGroupChoices: () => readonly PipelineChoice[];
  /** Adds members to a group, by their addresses. */
  useAddToGroup: () => CompanyMutation<
    { group_id: number; emails: string[] },
    { added: readonly unknown[] }
  >;
  /** Hiring's open positions, which a file's invitations may name (D95); none by default. */
  useInvitePositionChoices?: UseInvitePositionChoices;
}

/**
 * The People tab of the company panel, the manager's own or the back office's (D71): the
 * pipeline's filters and page, the selection, and every action, row by row or on the selection,
 * with its toast or its alert.
 */
export function PeopleTab({
  useProfileChoices,
  useGroupChoices,
  useAddToGroup,
  useInvitePositionChoices = useNoInvitePositions,
}: PeoplePipelineHooks) {
  const intl = useIntl();
  const positions = useInvitePositionChoices();
  const pipeline = usePeoplePage();
  const { selected, setSelected, selectedPeople } = pipeline;
  const [addingToGroup, setAddingToGroup] = useState(false);
  const [invitingFromFile, setInvitingFromFile] = useState(false);
  const source = useCompanyDataSource();
  const company = source.useCompany();
  const profileChoices = useProfileChoices();
  const groupChoices = useGroupChoices();
  const [addToGroup, adding] = useAddToGroup();
  const selectedMembers = selectedPeople.filter((person) => person.kind === 'member');
  const actions = usePeopleActions(selectedPeople, () => setSelected(new Set()));
  const bulkExport = useTableExport((file) =>
    source.employeesExportPath(
      file,
      selectedMembers.map((person) => person.email),
    ),
  );

  return (
    <>
      <PeoplePipelineView
        people={pipeline.rows}
        page={pipeline.page}
        totalPages={pipeline.totalPages}
        isLoading={pipeline.isLoading}
        loadFailure={readApiFailure(pipeline.people.error)}
        onRetry={() => void pipeline.people.refetch()}
        onPageChange={pipeline.changePage}
        filters={pipeline.filters}
        onFiltersChange={pipeline.changeFilters}
        profileChoices={profileChoices}
        groupChoices={groupChoices}
        selected={selected}
        onSelectionChange={setSelected}
        panelPath={source.panelPath}
        canManage={actsAsCompanyAdmin(company.data?.company.viewerRole)}
        toolbar={
          <Inline space="small">
            <Button variant="secondary" onPress={() => setInvitingFromFile(true)}>
              {intl.formatMessage(messages.inviteFromFile)}
            </Button>
          </Inline>
        }
        alerts={<PeopleActionAlerts actions={actions} />}
        onRemind={actions.onRemind}
        onCancel={actions.onCancel}
        onRemove={actions.onRemove}
        isBulkBusy={actions.isBulkBusy}
        onBulkRemind={actions.onBulkRemind}
        onBulkCancel={actions.onBulkCancel}
        onBulkAddToGroup={() => {
          actions.clearOutcome();
          adding.reset();
          setAddingToGroup(true);
        }}
        bulkExport={bulkExport}
      />
      <AddToGroupDialogView
        isOpen={addingToGroup}
        onOpenChange={setAddingToGroup}
        count={selectedMembers.length}
        groups={groupChoices}
        isSending={adding.isLoading}
        hasFailed={Boolean(adding.error)}
        onSubmit={(group) => {
          void addToGroup({
            group_id: group.id,
            emails: selectedMembers.map((person) => person.email),
          }).then((answer) => {
            if ('error' in answer) return;
            setAddingToGroup(false);
            setSelected(new Set());
            const added = answer.data.added.length;
            showToast({
              title: intl.formatMessage(messages.addedToGroup, {
                added,
                group: group.name,
                skipped: selectedPeople.length - added,
              }),
              tone: 'positive',
            });
          });
        }}
      />
      <InviteFromFileDialog
        isOpen={invitingFromFile}
        onOpenChange={setInvitingFromFile}
        positions={positions}
      />
    </>
  );
}

/** What the last action on people came to, and why releasing a licence failed. */
function PeopleActionAlerts({ actions }: { actions: ReturnType<typeof usePeopleActions> }) {
  const intl = useIntl();
  return (
    <>
      {actions.outcome && <Alert tone={actions.outcome.tone}>{actions.outcome.text}</Alert>}
      {actions.releasing.error && (
        <Alert tone="critical">
          {failureText(
            intl,
            readApiFailure(actions.releasing.error)!,
            {
              ...companyProblemMessages,
              [accessProblems.roleRequired.code]: messages.onlyAdmins,
            },
            messages.releaseFailed,
          )}
        </Alert>
      )}
    </>
  );
}
