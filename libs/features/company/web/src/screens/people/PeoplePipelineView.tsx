import type { PipelinePerson } from '@facet/company-domain';
import {
  AlertDialog,
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  Inline,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  visuallyHidden,
} from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { roleLabel } from '@facet/platform-kernel-web';
import { FitScoreBar } from '@facet/scales';
import { TableExport, type PagedList, type TableExportState } from '@facet/platform-web-kit';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import {
  narrowsPeople,
  noPeopleFilters,
  PeopleFiltersView,
  type PeopleFiltersViewProps,
} from './PeopleFiltersView';
import { PersonActionsMenu, personName, type PersonActions } from './PersonActionsMenu';
import { PersonStatusChip } from './PersonStatusChip';

/** A row's key in the selection: members and invitations are numbered apart. */
export function personKey(person: Pick<PipelinePerson, 'kind' | 'user_id' | 'invitation_id'>) {
  return person.kind === 'member'
    ? `member-${person.user_id}`
    : `invitation-${person.invitation_id}`;
}

export interface PeoplePipelineViewProps
  extends PagedList, PeopleFiltersViewProps, Omit<PersonActions, 'onCancel' | 'onRemove'> {
  people: readonly PipelinePerson[];
  loadFailure?: ApiFailure | undefined;
  /** Keys (`personKey`) of the selected rows of this page. */
  selected: ReadonlySet<string>;
  onSelectionChange: (selected: ReadonlySet<string>) => void;
  /** Cancels an invitation once the admin has confirmed it. */
  onCancel?: (person: PipelinePerson) => Promise<void>;
  /** Removes a member once the admin has confirmed it. */
  onRemove?: (person: PipelinePerson) => Promise<void>;
  /** The bulk actions on the selection; the ones left out are not offered. */
  onBulkRemind?: () => void;
  onBulkCancel?: () => Promise<void>;
  onBulkAddToGroup?: () => void;
  /** Downloads the selected members' results (the employees export). */
  bulkExport?: TableExportState;
  /** A bulk action is on its way: the bar's buttons wait. */
  isBulkBusy?: boolean;
  /** Actions above the list (invite from a file). */
  toolbar?: ReactNode;
  /** Outcomes and failures of the actions, above the list. */
  alerts?: ReactNode;
}

type Confirming =
  | { action: 'remove'; person: PipelinePerson }
  | { action: 'cancel'; person: PipelinePerson }
  | { action: 'bulkCancel'; count: number };

/**
 * The company's people as one pipeline (issue 41): members and open invitations with where each
 * stands, the filters, a page of rows to select, the bulk bar for the selection and a menu per
 * row. On a phone each row is a card titled by the person, its menu in the corner.
 */
export function PeoplePipelineView({
  people,
  loadFailure,
  page,
  totalPages,
  onPageChange,
  isLoading,
  onRetry,
  filters,
  onFiltersChange,
  profileChoices,
  groupChoices,
  selected,
  onSelectionChange,
  panelPath,
  canManage,
  onRemind,
  onCancel,
  onRemove,
  onBulkRemind,
  onBulkCancel,
  onBulkAddToGroup,
  bulkExport,
  isBulkBusy,
  toolbar,
  alerts,
}: PeoplePipelineViewProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const selectedPeople = people.filter((person) => selected.has(personKey(person)));
  const openInvitations = selectedPeople.filter((person) => person.status === 'invited');
  const showsFit = filters.profile_id !== undefined;
  const toggle = (person: PipelinePerson, isSelected: boolean) => {
    const next = new Set(selected);
    if (isSelected) next.add(personKey(person));
    else next.delete(personKey(person));
    onSelectionChange(next);
  };
  const columns = [
    { id: 'person', label: intl.formatMessage(messages.columnPerson) },
    { id: 'role', label: intl.formatMessage(messages.columnRole) },
    { id: 'status', label: intl.formatMessage(messages.columnStatus) },
    { id: 'finished', label: intl.formatMessage(messages.columnFinishedOn) },
    ...(showsFit ? [{ id: 'fit', label: intl.formatMessage(messages.columnFit) }] : []),
    { id: 'actions', label: intl.formatMessage(messages.columnActions) },
  ];
  const cellOf = (person: PipelinePerson, column: string): ReactNode => {
    switch (column) {
      case 'person':
        return (
          <Inline space="small" alignY="center">
            <Checkbox
              isSelected={selected.has(personKey(person))}
              onChange={(isSelected) => toggle(person, isSelected)}
            >
              <span className={visuallyHidden}>
                {intl.formatMessage(messages.selectPerson, { name: personName(person) })}
              </span>
            </Checkbox>
            <Stack space="xxsmall">
              <Text weight="strong">{personName(person)}</Text>
              {person.name !== null && (
                <Text size="small" tone="secondary">
                  {person.email}
                </Text>
              )}
            </Stack>
          </Inline>
        );
      case 'role':
        return roleLabel(intl, person.role);
      case 'status':
        return <PersonStatusChip person={person} />;
      case 'finished':
        return person.finished_at && intl.formatDate(person.finished_at, { dateStyle: 'medium' });
      case 'fit':
        return (
          person.result_id !== null && (
            <FitScoreBar fitScore={person.fitScore} fitDistance={person.fitDistance} />
          )
        );
      default:
        return (
          <PersonActionsMenu
            person={person}
            panelPath={panelPath}
            canManage={canManage}
            onRemind={onRemind}
            onCancel={onCancel && ((row) => setConfirming({ action: 'cancel', person: row }))}
            onRemove={onRemove && ((row) => setConfirming({ action: 'remove', person: row }))}
          />
        );
    }
  };

  if (loadFailure) {
    return <ErrorState message={intl.formatMessage(messages.loadPeopleFailed)} onRetry={onRetry} />;
  }
  const everyoneSelected = people.length > 0 && selectedPeople.length === people.length;
  return (
    <Stack space="medium">
      {toolbar}
      <PeopleFiltersView
        filters={filters}
        onFiltersChange={onFiltersChange}
        profileChoices={profileChoices}
        groupChoices={groupChoices}
      />
      {alerts}
      {isLoading ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : (
        <Stack space="small">
          {people.length > 0 && (
            <Checkbox
              isSelected={everyoneSelected}
              isIndeterminate={selectedPeople.length > 0 && !everyoneSelected}
              onChange={(isSelected) =>
                onSelectionChange(new Set(isSelected ? people.map(personKey) : []))
              }
            >
              {intl.formatMessage(messages.selectPage)}
            </Checkbox>
          )}
          {selectedPeople.length > 0 && (
            <section aria-label={intl.formatMessage(messages.bulkActionsLabel)}>
              <Stack space="small">
                <Inline space="small" alignY="center">
                  <Text weight="strong">
                    {intl.formatMessage(messages.selectedCount, { count: selectedPeople.length })}
                  </Text>
                  {onBulkRemind && (
                    <Button variant="secondary" isDisabled={isBulkBusy} onPress={onBulkRemind}>
                      {intl.formatMessage(messages.bulkRemind)}
                    </Button>
                  )}
                  {canManage && onBulkCancel && (
                    <Button
                      variant="secondary"
                      isDisabled={isBulkBusy || openInvitations.length === 0}
                      onPress={() =>
                        setConfirming({ action: 'bulkCancel', count: openInvitations.length })
                      }
                    >
                      {intl.formatMessage(messages.bulkCancel)}
                    </Button>
                  )}
                  {onBulkAddToGroup && (
                    <Button
                      variant="secondary"
                      isDisabled={
                        isBulkBusy || !selectedPeople.some((person) => person.kind === 'member')
                      }
                      onPress={onBulkAddToGroup}
                    >
                      {intl.formatMessage(messages.bulkAddToGroup)}
                    </Button>
                  )}
                  <Button variant="quiet" onPress={() => onSelectionChange(new Set())}>
                    {intl.formatMessage(messages.clearSelection)}
                  </Button>
                </Inline>
                {bulkExport && (
                  <TableExport
                    {...bulkExport}
                    isDisabled={!selectedPeople.some((person) => person.kind === 'member')}
                  />
                )}
              </Stack>
            </section>
          )}
          <Table aria-label={intl.formatMessage(messages.peopleTableLabel)}>
            <TableHeader columns={columns}>
              {(column) => (
                <TableColumn id={column.id} isRowHeader={column.id === 'person'}>
                  {column.label}
                </TableColumn>
              )}
            </TableHeader>
            <TableBody
              items={people.map((person) => ({ person, id: personKey(person) }))}
              emptyContent={
                narrowsPeople(filters) ? (
                  <EmptyState
                    title={intl.formatMessage(messages.noPeopleMatchTitle)}
                    description={intl.formatMessage(messages.noPeopleMatchDescription)}
                    action={
                      <Button variant="secondary" onPress={() => onFiltersChange(noPeopleFilters)}>
                        {intl.formatMessage(messages.peopleClearFilters)}
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    title={intl.formatMessage(messages.noPeopleTitle)}
                    description={intl.formatMessage(messages.noPeopleDescription)}
                  />
                )
              }
            >
              {(item) => (
                <TableRow id={item.id} columns={columns}>
                  {(column) => (
                    <TableCell
                      label={
                        column.id === 'person' || column.id === 'actions' ? undefined : column.label
                      }
                      cardRole={
                        column.id === 'person'
                          ? 'title'
                          : column.id === 'actions'
                            ? 'corner'
                            : undefined
                      }
                    >
                      {cellOf(item.person, column.id)}
                    </TableCell>
                  )}
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Stack>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isDisabled={isLoading}
      />
      {confirming?.action === 'remove' && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={intl.formatMessage(messages.releaseTitle, { name: personName(confirming.person) })}
          confirmLabel={intl.formatMessage(messages.releaseConfirm)}
          onConfirm={() => onRemove?.(confirming.person)}
        >
          {intl.formatMessage(messages.releaseBody)}
        </AlertDialog>
      )}
      {confirming?.action === 'cancel' && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={intl.formatMessage(messages.cancelInvitationTitle, {
            guest: confirming.person.email,
          })}
          confirmLabel={intl.formatMessage(messages.cancelInvitationConfirm)}
          cancelLabel={intl.formatMessage(messages.keepInvitation)}
          onConfirm={() => onCancel?.(confirming.person)}
        >
          {intl.formatMessage(messages.cancelInvitationBody)}
        </AlertDialog>
      )}
      {confirming?.action === 'bulkCancel' && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={intl.formatMessage(messages.bulkCancelTitle, { count: confirming.count })}
          confirmLabel={intl.formatMessage(messages.bulkCancel)}
          cancelLabel={intl.formatMessage(messages.keepInvitation)}
          onConfirm={() => onBulkCancel?.()}
        >
          {intl.formatMessage(messages.bulkCancelBody)}
        </AlertDialog>
      )}
    </Stack>
  );
}
