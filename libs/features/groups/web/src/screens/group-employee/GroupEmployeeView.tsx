import { companyProblems } from '@facet/company-domain';
import {
  Breadcrumbs,
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
import type { GroupSummary } from '@facet/groups-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { EmployeeResultSummary } from '@facet/profiles-domain';
import { useIntl } from 'react-intl';
import { groupMemberResultPath, groupPagePath, groupsCrumb } from '../../group-paths';
import { groupsMessages as messages } from '../../messages';

export interface GroupEmployeeViewProps {
  groupId: number;
  email: string;
  /** The member's name, which titles the page; the e-mail stands in until it has loaded. */
  name?: string;
  /** The group's name for the breadcrumbs, once known. */
  groupName?: string;
  results: readonly EmployeeResultSummary[];
  groups: readonly GroupSummary[];
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
}

/** /company-panel/group/{id}/employee/{email}: the member's results and groups. */
export function GroupEmployeeView({
  groupId,
  email,
  name,
  groupName,
  results,
  groups,
  isLoading,
  loadFailure,
  onRetry,
  panelPath = '/company-panel',
}: GroupEmployeeViewProps) {
  const intl = useIntl();
  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(
          intl,
          loadFailure,
          { [companyProblems.notAnEmployee.code]: messages.userMissing },
          messages.employeeLoadFailed,
        )}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading) return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;
  const resultPath = (resultId: number) =>
    groupMemberResultPath(groupId, email, resultId, panelPath);
  // Each column's name heads it and, on a phone, labels its value in the row's card.
  const columnLabels = {
    number: intl.formatMessage(messages.columnNumber),
    date: intl.formatMessage(messages.columnDate),
    name: intl.formatMessage(messages.columnName),
    users: intl.formatMessage(messages.columnUsers),
    actions: intl.formatMessage(messages.columnActions),
  };
  return (
    <Stack space="large">
      <Breadcrumbs
        items={[
          groupsCrumb(panelPath, intl.formatMessage(messages.tabGroups)),
          {
            id: 'group',
            label: groupName ?? intl.formatMessage(messages.groupCrumb),
            href: groupPagePath(groupId, panelPath),
          },
          { id: 'member', label: name ?? email },
        ]}
      />
      <Stack space="xsmall">
        <Heading level={1}>{name ?? email}</Heading>
        {name && <Text tone="secondary">{email}</Text>}
      </Stack>
      <Heading level={2}>{intl.formatMessage(messages.resultsHeading)}</Heading>
      <Table aria-label={intl.formatMessage(messages.resultsLabel)}>
        <TableHeader>
          <TableColumn id="number" isRowHeader>
            {columnLabels.number}
          </TableColumn>
          <TableColumn id="date">{columnLabels.date}</TableColumn>
          <TableColumn id="actions">{columnLabels.actions}</TableColumn>
        </TableHeader>
        <TableBody
          items={results.map((result) => ({ ...result, id: result.result_id }))}
          emptyContent={<EmptyState title={intl.formatMessage(messages.noResults)} />}
        >
          {(result) => (
            <TableRow id={result.result_id}>
              <TableCell label={columnLabels.number}>{intl.formatNumber(result.number)}</TableCell>
              <TableCell label={columnLabels.date}>
                {intl.formatDate(result.date, { dateStyle: 'medium' })}
              </TableCell>
              <TableCell label={columnLabels.actions}>
                <Link href={resultPath(result.result_id)}>
                  {intl.formatMessage(messages.inspectResult, { number: result.number })}
                </Link>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Heading level={2}>{intl.formatMessage(messages.groupsHeading)}</Heading>
      <Table aria-label={intl.formatMessage(messages.groupsHeading)}>
        <TableHeader>
          <TableColumn id="name" isRowHeader>
            {columnLabels.name}
          </TableColumn>
          <TableColumn id="users">{columnLabels.users}</TableColumn>
          <TableColumn id="actions">{columnLabels.actions}</TableColumn>
        </TableHeader>
        <TableBody items={groups.map((group) => ({ ...group, id: group.group_id }))}>
          {(group) => (
            <TableRow id={group.group_id}>
              <TableCell label={columnLabels.name}>{group.name}</TableCell>
              <TableCell label={columnLabels.users}>{intl.formatNumber(group.members)}</TableCell>
              <TableCell label={columnLabels.actions}>
                <Link href={groupPagePath(group.group_id, panelPath)}>
                  {intl.formatMessage(messages.inspect, { name: group.name })}
                </Link>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
