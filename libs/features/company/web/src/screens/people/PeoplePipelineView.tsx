import type { PipelinePerson } from '@facet/company-domain';
import { Checkbox, ErrorState, Pagination, Stack, Text } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { useConfirmation, type PagedList, type TableExportState } from '@facet/platform-web-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { PeopleBulkBar } from './PeopleBulkBar';
import { PeopleConfirmDialog, type Confirming } from './PeopleConfirmDialog';
import { PeopleFiltersView, type PeopleFiltersViewProps } from './PeopleFiltersView';
import { PeopleTable } from './PeopleTable';
import { personKey, type PersonActions } from './PersonActionsMenu';

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
  const { confirming, ask, close } = useConfirmation<Confirming>();
  const selectedPeople = people.filter((person) => selected.has(personKey(person)));

  if (loadFailure) {
    return <ErrorState message={intl.formatMessage(messages.loadPeopleFailed)} onRetry={onRetry} />;
  }
  const openInvitations = selectedPeople.filter((person) => person.status === 'invited').length;
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
          <SelectPageCheckbox
            people={people}
            selectedCount={selectedPeople.length}
            onSelectionChange={onSelectionChange}
          />
          {selectedPeople.length > 0 && (
            <PeopleBulkBar
              selectedPeople={selectedPeople}
              canManage={canManage}
              onBulkRemind={onBulkRemind}
              onBulkCancel={
                onBulkCancel && (() => ask({ action: 'bulkCancel', count: openInvitations }))
              }
              onBulkAddToGroup={onBulkAddToGroup}
              onClearSelection={() => onSelectionChange(new Set())}
              bulkExport={bulkExport}
              isBulkBusy={isBulkBusy}
            />
          )}
          <PeopleTable
            people={people}
            selected={selected}
            onSelectionChange={onSelectionChange}
            filters={filters}
            onFiltersChange={onFiltersChange}
            panelPath={panelPath}
            canManage={canManage}
            onRemind={onRemind}
            onCancel={onCancel && ((person) => ask({ action: 'cancel', person }))}
            onRemove={onRemove && ((person) => ask({ action: 'remove', person }))}
          />
        </Stack>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isDisabled={isLoading}
      />
      {confirming && (
        <PeopleConfirmDialog
          confirming={confirming}
          onClose={close}
          onRemove={onRemove}
          onCancel={onCancel}
          onBulkCancel={onBulkCancel}
        />
      )}
    </Stack>
  );
}

interface SelectPageCheckboxProps {
  people: readonly PipelinePerson[];
  selectedCount: number;
  onSelectionChange: (selected: ReadonlySet<string>) => void;
}

/** Selects everyone on the page, or no one; half-checked while only some are. None on an empty page. */
function SelectPageCheckbox({ people, selectedCount, onSelectionChange }: SelectPageCheckboxProps) {
  const intl = useIntl();
  if (people.length === 0) return null;
  const everyoneSelected = selectedCount === people.length;
  return (
    <Checkbox
      isSelected={everyoneSelected}
      isIndeterminate={selectedCount > 0 && !everyoneSelected}
      onChange={(isSelected) => onSelectionChange(new Set(isSelected ? people.map(personKey) : []))}
    >
      {intl.formatMessage(messages.selectPage)}
    </Checkbox>
  );
}
