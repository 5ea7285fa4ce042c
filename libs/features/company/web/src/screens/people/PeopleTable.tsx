import type { PipelinePerson } from '@facet/company-domain';
import {
  Button,
  Checkbox,
  EmptyState,
  Inline,
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
import { roleLabel } from '@facet/platform-kernel-web';
import { FitScoreBar } from '@facet/scales';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { narrowsPeople, noPeopleFilters, type PeopleFiltersViewProps } from './PeopleFiltersView';
import { PersonActionsMenu, personKey, personName, type PersonActions } from './PersonActionsMenu';
import { PersonStatusChip } from './PersonStatusChip';

export interface PeopleTableProps
  extends Pick<PeopleFiltersViewProps, 'filters' | 'onFiltersChange'>, PersonActions {
  people: readonly PipelinePerson[];
  /** Keys (`personKey`) of the selected rows of this page. */
  selected: ReadonlySet<string>;
  onSelectionChange: (selected: ReadonlySet<string>) => void;
}

/**
 * The page of people: a checkbox and the person's name as each row's title, role, status, when
 * they finished, their fit when a profile filters the list, and the row's menu in the corner.
 */
export function PeopleTable({
  people,
  selected,
  onSelectionChange,
  filters,
  onFiltersChange,
  ...actions
}: PeopleTableProps) {
  const intl = useIntl();
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
    ...(filters.profile_id !== undefined
      ? [{ id: 'fit', label: intl.formatMessage(messages.columnFit) }]
      : []),
    { id: 'actions', label: intl.formatMessage(messages.columnActions) },
  ];
  const cellOf = (person: PipelinePerson, column: string): ReactNode => {
    switch (column) {
      case 'person':
        return (
          <PersonCell
            person={person}
            isSelected={selected.has(personKey(person))}
            onSelectedChange={(isSelected) => toggle(person, isSelected)}
          />
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
        return <PersonActionsMenu person={person} {...actions} />;
    }
  };

  return (
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
          <NoPeople
            isNarrowed={narrowsPeople(filters)}
            onClearFilters={() => onFiltersChange(noPeopleFilters)}
          />
        }
      >
        {(item) => (
          <TableRow id={item.id} columns={columns}>
            {(column) => (
              <TableCell
                label={column.id === 'person' || column.id === 'actions' ? undefined : column.label}
                cardRole={
                  column.id === 'person' ? 'title' : column.id === 'actions' ? 'corner' : undefined
                }
              >
                {cellOf(item.person, column.id)}
              </TableCell>
            )}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

interface PersonCellProps {
  person: PipelinePerson;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
}

/** A person's row header: the box that selects them, their name and, below it, their e-mail. */
function PersonCell({ person, isSelected, onSelectedChange }: PersonCellProps) {
  const intl = useIntl();
  return (
    <Inline space="small" alignY="center">
      <Checkbox isSelected={isSelected} onChange={onSelectedChange}>
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
}

/** Why the list is empty: nobody matches the filters (which can be cleared), or nobody yet. */
function NoPeople({
  isNarrowed,
  onClearFilters,
}: {
  isNarrowed: boolean;
  onClearFilters: () => void;
}) {
  const intl = useIntl();
  return isNarrowed ? (
    <EmptyState
      title={intl.formatMessage(messages.noPeopleMatchTitle)}
      description={intl.formatMessage(messages.noPeopleMatchDescription)}
      action={
        <Button variant="secondary" onPress={onClearFilters}>
          {intl.formatMessage(messages.peopleClearFilters)}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={intl.formatMessage(messages.noPeopleTitle)}
      description={intl.formatMessage(messages.noPeopleDescription)}
    />
  );
}
