import {
  EmptyState,
  ErrorState,
  Link,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from './messages';

/** One group of an employee as the panel lists it; `number` is the row's place in the list. */
export interface EmployeeGroupRow {
  group_id: number;
  number: number;
  name: string;
  /** How many people are in the group. */
  members: number;
}

export interface EmployeeGroupsTableViewProps {
  groups: readonly EmployeeGroupRow[];
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
}

export const companyGroupPath = (groupId: number, panelPath = '/company-panel') =>
  `${panelPath}/group/${groupId}`;

/** The Groups tab of /company-panel/employee/{email}: number, name, users and inspect, paged. */
export function EmployeeGroupsTableView({
  groups,
  page,
  totalPages,
  isLoading,
  loadFailure,
  onRetry,
  onPageChange,
  panelPath,
}: EmployeeGroupsTableViewProps) {
  const intl = useIntl();
  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(
          intl,
          loadFailure,
          { 404: messages.notInCompany },
          messages.loadGroupsFailed,
        )}
        onRetry={loadFailure.status === 404 ? undefined : onRetry}
      />
    );
  }
  return (
    <Stack space="medium">
      {isLoading ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : (
        <Table aria-label={intl.formatMessage(messages.groupsTableLabel)}>
          <TableHeader>
            <TableColumn id="number">{intl.formatMessage(messages.columnNumber)}</TableColumn>
            <TableColumn id="name" isRowHeader>
              {intl.formatMessage(messages.columnGroupName)}
            </TableColumn>
            <TableColumn id="users">{intl.formatMessage(messages.columnUsers)}</TableColumn>
            <TableColumn id="actions">{intl.formatMessage(messages.columnActions)}</TableColumn>
          </TableHeader>
          <TableBody
            items={groups.map((group) => ({ ...group, id: group.group_id }))}
            emptyContent={
              <EmptyState
                title={intl.formatMessage(messages.noGroupsTitle)}
                description={intl.formatMessage(messages.noGroupsDescription)}
              />
            }
          >
            {(group) => (
              <TableRow id={group.group_id}>
                <TableCell>{intl.formatNumber(group.number)}</TableCell>
                <TableCell>{group.name}</TableCell>
                <TableCell>{intl.formatNumber(group.members)}</TableCell>
                <TableCell>
                  <Link href={companyGroupPath(group.group_id, panelPath)}>
                    {intl.formatMessage(messages.inspect, { name: group.name })}
                  </Link>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isDisabled={isLoading}
      />
    </Stack>
  );
}
