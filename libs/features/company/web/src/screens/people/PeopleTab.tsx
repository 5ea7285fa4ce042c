import {
  actsAsCompanyAdmin,
  pipelineMayRemind,
  type PipelinePerson,
  type SendReminder,
} from '@facet/company-domain';
import { Alert, Button, Inline, showToast } from '@facet/design-system';
import { failureText, readApiFailure } from '@facet/platform-api-client';
import { useTableExport } from '@facet/platform-web-kit';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useCompanyDataSource, type CompanyMutation } from '../../company-data-source';
import { InviteFromFileDialog } from '../invite/InviteFromFileDialog';
import { companyMessages as messages, companyProblemMessages } from '../../messages';
import { AddToGroupDialogView } from './AddToGroupDialogView';
import { noPeopleFilters, type PeopleFilters, type PipelineChoice } from './PeopleFiltersView';
import { PeoplePipelineView, personKey } from './PeoplePipelineView';
import { personName } from './PersonActionsMenu';

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
}

export const peoplePageSize = 20;

/** The old lists' addresses (`?tab=employees`, `?tab=invitations`) open the pipeline filtered. */
export function peopleFiltersOfTab(tab: string | null): PeopleFilters {
  if (tab === 'employees') return { ...noPeopleFilters, kind: 'member' };
  if (tab === 'invitations') return { ...noPeopleFilters, kind: 'invitation' };
  return noPeopleFilters;
}

/** A reminder about this row: its invitation, or its member's open attempt. */
function reminderOf(person: PipelinePerson): SendReminder {
  return person.kind === 'invitation'
    ? { kind: 'invitation', invitation_id: person.invitation_id! }
    : { kind: 'assessment', user_id: person.user_id! };
}

type Outcome = { tone: 'caution' | 'critical'; text: string } | null;

/**
 * The People tab of the company panel, the manager's own or the back office's (D71): the
 * pipeline's filters and page, the selection, and every action, row by row or on the selection,
 * with its toast or its alert.
 */
export function PeopleTab({
  useProfileChoices,
  useGroupChoices,
  useAddToGroup,
}: PeoplePipelineHooks) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const [seenTab, setSeenTab] = useState(tab);
  const [filters, setFilters] = useState(() => peopleFiltersOfTab(tab));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isBulkBusy, setBulkBusy] = useState(false);
  const [addingToGroup, setAddingToGroup] = useState(false);
  const [invitingFromFile, setInvitingFromFile] = useState(false);
  if (tab !== seenTab) {
    setSeenTab(tab);
    setFilters(peopleFiltersOfTab(tab));
    setPage(1);
    setSelected(new Set());
  }
  const source = useCompanyDataSource();
  const company = source.useCompany();
  const { search, ...narrowing } = filters;
  const people = source.usePeople({
    ...narrowing,
    ...(search.trim() ? { search: search.trim() } : {}),
    page,
    pageSize: peoplePageSize,
  });
  const profileChoices = useProfileChoices();
  const groupChoices = useGroupChoices();
  const [sendReminder] = source.useSendReminder();
  const [cancel] = source.useCancelInvitation();
  const [release, releasing] = source.useReleaseEmployee();
  const [addToGroup, adding] = useAddToGroup();
  // A page of rows arrives through the store, whose updates React renders in one blocking task;
  // the rows are drawn instead in a background render that yields to the browser, the loading
  // line staying until they are (as the result page does, D72).
  const shownPage = useDeferredValue(people.data);
  const isDrawingRows = shownPage !== people.data;
  const rows = shownPage?.people ?? [];
  const selectedPeople = rows.filter((person) => selected.has(personKey(person)));
  const selectedMembers = selectedPeople.filter((person) => person.kind === 'member');
  const bulkExport = useTableExport((file) =>
    source.employeesExportPath(
      file,
      selectedMembers.map((person) => person.email),
    ),
  );

  const changeFilters = (next: PeopleFilters) => {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  };
  const remindEach = async (targets: readonly PipelinePerson[]) => {
    let sent = 0;
    let lastFailure: ReturnType<typeof readApiFailure>;
    for (const person of targets) {
      const answer = await sendReminder(reminderOf(person));
      if ('error' in answer) lastFailure = readApiFailure(answer.error);
      else sent += 1;
    }
    return { sent, failed: targets.length - sent, lastFailure };
  };

  return (
    <>
      <PeoplePipelineView
        people={rows}
        page={shownPage?.page ?? page}
        // No pager until the first page says how many there are: one drawn under the loading
        // line would jump down when the rows arrive.
        totalPages={shownPage?.totalPages ?? 0}
        isLoading={people.isFetching || isDrawingRows}
        loadFailure={readApiFailure(people.error)}
        onRetry={() => void people.refetch()}
        onPageChange={(next) => {
          setPage(next);
          setSelected(new Set());
        }}
        filters={filters}
        onFiltersChange={changeFilters}
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
        alerts={
          <>
            {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
            {releasing.error && (
              <Alert tone="critical">
                {failureText(
                  intl,
                  readApiFailure(releasing.error)!,
                  companyProblemMessages,
                  messages.releaseFailed,
                )}
              </Alert>
            )}
          </>
        }
        onRemind={(person) => {
          setOutcome(null);
          void remindEach([person]).then(({ sent, lastFailure }) => {
            if (sent === 1) {
              showToast({
                title: intl.formatMessage(messages.reminderSent, { recipient: personName(person) }),
                tone: 'positive',
              });
            } else if (lastFailure) {
              setOutcome({
                tone: lastFailure.status === 429 ? 'caution' : 'critical',
                text: failureText(
                  intl,
                  lastFailure,
                  companyProblemMessages,
                  messages.sendReminderFailed,
                ),
              });
            }
          });
        }}
        onCancel={async (person) => {
          setOutcome(null);
          const answer = await cancel({ guest: person.email });
          if ('error' in answer) {
            setOutcome({
              tone: 'critical',
              text: failureText(
                intl,
                readApiFailure(answer.error)!,
                companyProblemMessages,
                messages.cancelInvitationFailed,
              ),
            });
            return;
          }
          showToast({ title: intl.formatMessage(messages.invitationCancelled), tone: 'positive' });
        }}
        onRemove={async (person) => {
          setOutcome(null);
          const answer = await release({ email: person.email, lang: intl.locale.slice(0, 2) });
          if ('error' in answer) return;
          showToast({
            title: intl.formatMessage(messages.released, { name: personName(person) }),
            tone: 'positive',
          });
        }}
        isBulkBusy={isBulkBusy}
        onBulkRemind={() => {
          setOutcome(null);
          const targets = selectedPeople.filter(pipelineMayRemind);
          if (targets.length === 0) {
            setOutcome({ tone: 'caution', text: intl.formatMessage(messages.bulkRemindNobody) });
            return;
          }
          setBulkBusy(true);
          void remindEach(targets).then(({ sent, failed }) => {
            setBulkBusy(false);
            setSelected(new Set());
            showToast({
              title: intl.formatMessage(messages.bulkRemindersSent, { sent, failed }),
              tone: failed === 0 ? 'positive' : 'info',
            });
          });
        }}
        onBulkCancel={async () => {
          setOutcome(null);
          setBulkBusy(true);
          const invitations = selectedPeople.filter((person) => person.status === 'invited');
          let cancelled = 0;
          for (const person of invitations) {
            const answer = await cancel({ guest: person.email });
            if (!('error' in answer)) cancelled += 1;
          }
          setBulkBusy(false);
          setSelected(new Set());
          showToast({
            title: intl.formatMessage(messages.bulkCancelled, {
              cancelled,
              failed: invitations.length - cancelled,
            }),
            tone: cancelled === invitations.length ? 'positive' : 'info',
          });
        }}
        onBulkAddToGroup={() => {
          setOutcome(null);
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
      <InviteFromFileDialog isOpen={invitingFromFile} onOpenChange={setInvitingFromFile} />
    </>
  );
}
