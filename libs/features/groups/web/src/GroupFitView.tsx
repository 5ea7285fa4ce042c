import type { ScaleScores } from '@facet/assessment-domain';
import {
  Disclosure,
  EmptyState,
  ErrorState,
  Heading,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
} from '@facet/design-system';
import type { GroupFitAnswer, GroupFitSortColumn, GroupMemberFit } from '@facet/groups-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { FitPosition } from '@facet/reports-domain';
import {
  DomainChart,
  FitLeftOutList,
  FitScoreBar,
  ProfileComparison,
  scalesCatalogue,
} from '@facet/scales';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { groupMemberResultPath } from './GroupDetailView';
import { groupsMessages as messages, groupsProblemMessages } from './messages';

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

export interface GroupFitViewProps {
  groupId: number;
  answer?: GroupFitAnswer;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
}

/**
 * The group against its profile (beyond the spec): each member's fit from their latest result,
 * sortable, members without a result listed as such, the profile's scales no fit counts (and
 * why), and the group's average as charts.
 */
export function GroupFitView({
  groupId,
  answer,
  isLoading,
  loadFailure,
  onRetry,
  panelPath,
}: GroupFitViewProps) {
  const intl = useIntl();
  const [sort, setSort] = useState<GroupFitSort>({
    column: 'fitScore',
    direction: 'descending',
  });
  const sorted = useMemo(
    () => sortMemberFits(answer?.members ?? [], sort, intl.locale),
    [answer, sort, intl.locale],
  );
  const heading = <Heading level={2}>{intl.formatMessage(messages.fitHeading)}</Heading>;

  if (loadFailure) {
    return (
      <Stack space="medium">
        {heading}
        <ErrorState
          message={failureText(intl, loadFailure, groupsProblemMessages, messages.fitLoadFailed)}
          onRetry={onRetry}
        />
      </Stack>
    );
  }
  if (isLoading || !answer) {
    return (
      <Stack space="medium">
        {heading}
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      </Stack>
    );
  }
  if (answer.ranges === null || answer.withResults === 0) {
    const noProfile = answer.ranges === null;
    return (
      <Stack space="medium">
        {heading}
        <EmptyState
          title={intl.formatMessage(
            noProfile ? messages.fitNoProfileTitle : messages.fitNoResultsTitle,
          )}
          description={intl.formatMessage(
            noProfile ? messages.fitNoProfileDescription : messages.fitNoResultsDescription,
          )}
        />
      </Stack>
    );
  }

  const profileName = answer.group.profile_name ?? '';
  // Without a result there is nothing to count: the cell stays empty, the fit column says why.
  const count = (member: GroupMemberFit, position: FitPosition) =>
    member.counts ? intl.formatNumber(member.counts[position]) : '';
  // The fit as the ranking shows it (decision D70).
  const fitText = (member: GroupMemberFit) => {
    if (member.result_id === null) return intl.formatMessage(messages.noResultYet);
    if (member.fitPercentage === null) return intl.formatMessage(messages.fitNoRanges);
    return <FitScoreBar fitScore={member.fitScore} fitDistance={member.fitDistance} />;
  };
  const averageScores = answer.averageScores as ScaleScores;
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
    <Stack space="large">
      {heading}
      <Text tone="secondary">
        {intl.formatMessage(messages.fitSummary, {
          withResults: answer.withResults,
          members: answer.members.length,
          profile: profileName,
        })}
      </Text>
      <FitLeftOutList leftOut={answer.leftOutOfFit} />
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
      <Heading level={3}>{intl.formatMessage(messages.averageHeading)}</Heading>
      {/* The average's per-scale comparison and chart run several screens on a phone (D71). */}
      <Disclosure
        expandLabel={intl.formatMessage(messages.showAverage)}
        collapseLabel={intl.formatMessage(messages.hideAverage)}
      >
        <Stack space="large">
          <ProfileComparison
            scores={averageScores}
            ranges={answer.ranges}
            profileName={profileName}
          />
          <DomainChart
            scores={averageScores}
            title={intl.formatMessage(messages.averageChartTitle, { count: answer.withResults })}
          />
        </Stack>
      </Disclosure>
    </Stack>
  );
}
