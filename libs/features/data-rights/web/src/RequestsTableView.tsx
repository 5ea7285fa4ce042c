import type { DataRightsRecord } from '@facet/data-rights-domain';
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
import type { ApiFailure } from '@facet/platform-api-client';
import { RequestStatusBadge } from '@facet/platform-kernel-web';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from './messages';
import { dateLabel, rightLabel } from './request-form';

export interface RequestsTableViewProps {
  requests: readonly DataRightsRecord[];
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** Where a row leads: the person's page or the back office's. */
  audience: 'user' | 'admin';
}

export const ownRequestPath = (id: number) => `/account/arsulipo/${id}`;
export const adminRequestPath = (id: number) => `/admin/arsulipo/${id}`;

/** A paged table of data-rights requests: number, date, right, status, actions (and name for admins). */
export function RequestsTableView({
  requests,
  page,
  totalPages,
  isLoading,
  loadFailure,
  onRetry,
  onPageChange,
  audience,
}: RequestsTableViewProps) {
  const intl = useIntl();
  if (loadFailure) {
    return <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />;
  }
  if (isLoading) return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;
  const pathOf = audience === 'user' ? ownRequestPath : adminRequestPath;
  return (
    <Stack space="medium">
      <Table
        aria-label={intl.formatMessage(
          audience === 'user' ? messages.tableLabel : messages.adminTableLabel,
        )}
      >
        <TableHeader>
          <TableColumn isRowHeader>{intl.formatMessage(messages.columnNumber)}</TableColumn>
          <TableColumn>{intl.formatMessage(messages.columnDate)}</TableColumn>
          {audience === 'admin' ? (
            <TableColumn>{intl.formatMessage(messages.columnName)}</TableColumn>
          ) : (
            <></>
          )}
          <TableColumn>{intl.formatMessage(messages.columnRight)}</TableColumn>
          <TableColumn>{intl.formatMessage(messages.columnStatus)}</TableColumn>
          <TableColumn>{intl.formatMessage(messages.columnActions)}</TableColumn>
        </TableHeader>
        <TableBody
          items={requests.map((request) => ({ ...request, id: request.arsulipo_id }))}
          emptyContent={
            <EmptyState
              title={intl.formatMessage(messages.noRequestsTitle)}
              description={
                audience === 'user' ? intl.formatMessage(messages.noRequestsDescription) : undefined
              }
              action={
                audience === 'user' ? (
                  <Link href="/arsulipo" variant="standalone">
                    {intl.formatMessage(messages.newRequest)}
                  </Link>
                ) : undefined
              }
            />
          }
        >
          {(request) => (
            <TableRow id={request.arsulipo_id}>
              <TableCell>{request.number}</TableCell>
              <TableCell>{dateLabel(intl, request.date)}</TableCell>
              {audience === 'admin' ? <TableCell>{request.name}</TableCell> : <></>}
              <TableCell>{rightLabel(intl, request.right)}</TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} />
              </TableCell>
              <TableCell>
                <Link href={pathOf(request.arsulipo_id)}>
                  {intl.formatMessage(messages.open, { number: request.number })}
                </Link>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </Stack>
  );
}
