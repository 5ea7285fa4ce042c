import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
} from '@facet/design-system';
import type { GroupFitSortColumn, GroupMemberFit } from '@facet/groups-domain';
import type { FitPosition } from '@facet/reports-domain';
import { FitScoreBar, scalesCatalogue } from '@facet/scales';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { groupMemberResultPath } from './group-paths';
import { groupsMessages as messages } from './messages';

const positionMessages = scalesCatalogue.messages;

export interface GroupFitSort {
  column: GroupFitSortColumn;
  direction: 'ascending' | 'descending';
}

/**
 * Members in the asked order, by the ranking's fit score. Members without one stay last either
 * way, since "no result" (or a result compared with nothing) is not a worse nor a better fit.
 */
export function sortMemberFits(
  members: readonly GroupMemberFit[],
  sort: GroupFitSort,
  locale: string,
): GroupMemberFit[] {
  const byName = (a: GroupMemberFit, b: GroupMemberFit) => a.name.localeCompare(b.name, locale);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...members].sort((a, b) => {
    if (sort.column === 'name') return sign * byName(a, b);
    if (a.fitScore === null || b.fitScore === null) {
      return Number(a.fitScore === null) - Number(b.fitScore === null) || byName(a, b);
    }
    return sign * (a.fitScore - b.fitScore) || byName(a, b);
  });
}

export interface GroupFitTableProps {
  groupId: number;
  members: readonly GroupMemberFit[];
  profileName: string;
  panelPath?: string | undefined;
}

/**
 * The members' fit with the group's profile, best first unless sorted by name: the fit score,
 * how many scales fall inside, on the border, below and above the ranges, and each result.
 */
export function GroupFitTable({ groupId, members, profileName, panelPath }: GroupFitTableProps) {
  const intl = useIntl();
  const [sort, setSort] = useState<GroupFitSort>({
    column: 'fitScore',
    direction: 'descending',
  });
  const sorted = useMemo(
    () => sortMemberFits(members, sort, intl.locale),
    [members, sort, intl.locale],
  );
  // Without a result there is nothing to count: the cell stays empty, the fit column says why.
  const count = (member: GroupMemberFit, position: FitPosition) =>
    member.counts ? intl.formatNumber(member.counts[position]) : '';
  // The fit as the ranking shows it (decision D70).
  const fitText = (member: GroupMemberFit) => {
    if (member.result_id === null) return intl.formatMessage(messages.noResultYet);
    if (member.fitPercentage === null) return intl.formatMessage(messages.fitNoRanges);
    return <FitScoreBar fitScore={member.fitScore} fitDistance={member.fitDistance} />;
  };
  // Each column's name heads it and, on a phone, labels its value in the member's card.
  const columnLabels = {
    name: intl.formatMessage(messages.columnName),
    fit: intl.formatMessage(messages.columnFit),
    inside: intl.formatMessage(positionMessages.positionInside),
    borderline: intl.formatMessage(positionMessages.positionBorderline),
    below: intl.formatMessage(positionMessages.positionBelow),
    above: intl.formatMessage(positionMessages.positionAbove),
    result: intl.formatMessage(messages.columnResult),
  };
  return (
    <Table
      aria-label={intl.formatMessage(messages.fitTableLabel, { profile: profileName })}
      sortDescriptor={sort}
      onSortChange={(descriptor: SortDescriptor) =>
        setSort({
          column: descriptor.column === 'name' ? 'name' : 'fitScore',
          direction: descriptor.direction,
        })
      }
    >
      <TableHeader>
        <TableColumn id="name" isRowHeader allowsSorting>
          {columnLabels.name}
        </TableColumn>
        <TableColumn id="fitScore" allowsSorting>
          {columnLabels.fit}
        </TableColumn>
        <TableColumn id="inside">{columnLabels.inside}</TableColumn>
        <TableColumn id="borderline">{columnLabels.borderline}</TableColumn>
        <TableColumn id="below">{columnLabels.below}</TableColumn>
        <TableColumn id="above">{columnLabels.above}</TableColumn>
        <TableColumn id="result">{columnLabels.result}</TableColumn>
      </TableHeader>
      <TableBody items={sorted.map((member) => ({ ...member, id: member.email }))}>
        {(member) => (
          <TableRow id={member.email}>
            <TableCell label={columnLabels.name}>{member.name}</TableCell>
            <TableCell label={columnLabels.fit}>{fitText(member)}</TableCell>
            <TableCell label={columnLabels.inside}>{count(member, 'inside')}</TableCell>
            <TableCell label={columnLabels.borderline}>{count(member, 'borderline')}</TableCell>
            <TableCell label={columnLabels.below}>{count(member, 'below')}</TableCell>
            <TableCell label={columnLabels.above}>{count(member, 'above')}</TableCell>
            <TableCell label={columnLabels.result}>
              {member.result_id !== null && (
                <Link
                  href={groupMemberResultPath(groupId, member.email, member.result_id, panelPath)}
                >
                  {intl.formatMessage(messages.viewMemberResult, { name: member.name })}
                </Link>
              )}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
