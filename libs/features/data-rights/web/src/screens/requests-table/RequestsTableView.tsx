import type { DataRightsRecord } from '@facet/data-rights-domain';
import { Link } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { RequestStatusBadge } from '@facet/platform-kernel-web';
import {
  PagedTableView,
  RowActions,
  type PagedList,
  type PagedTableColumn,
} from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from '../../messages';
import { dateLabel, rightLabel } from '../../request-texts';

export interface RequestsTableViewProps extends PagedList {
  requests: readonly DataRightsRecord[];
  loadFailure?: ApiFailure;
  /** Where a row leads: the person's page or the back office's. */
  audience: 'user' | 'admin';
}

export const ownRequestPath = (id: number) => `/account/arsulipo/${id}`;
export const adminRequestPath = (id: number) => `/admin/arsulipo/${id}`;

/** A paged table of data-rights requests: number, date, right, status, actions (and name for admins). */
export function RequestsTableView({
  requests,
  loadFailure,
  audience,
  ...list
}: RequestsTableViewProps) {
  const intl = useIntl();
  const pathOf = audience === 'user' ? ownRequestPath : adminRequestPath;
  const nameColumn: PagedTableColumn<DataRightsRecord> = {
    id: 'name',
    label: intl.formatMessage(messages.columnName),
    render: (request) => request.name,
  };
  return (
    <PagedTableView
      {...list}
      label={intl.formatMessage(
        audience === 'user' ? messages.tableLabel : messages.adminTableLabel,
      )}
      rows={requests}
      rowKey={(request) => request.arsulipo_id}
      columns={[
        {
          id: 'number',
          label: intl.formatMessage(messages.columnNumber),
          render: (request) => request.number,
        },
        {
          id: 'date',
          label: intl.formatMessage(messages.columnDate),
          render: (request) => dateLabel(intl, request.date),
        },
        ...(audience === 'admin' ? [nameColumn] : []),
        {
          id: 'right',
          label: intl.formatMessage(messages.columnRight),
          render: (request) => rightLabel(intl, request.right),
        },
        {
          id: 'status',
          label: intl.formatMessage(messages.columnStatus),
          render: (request) => <RequestStatusBadge status={request.status} />,
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (request) => (
            <RowActions
              inspect={{
                href: pathOf(request.arsulipo_id),
                label: intl.formatMessage(messages.open, { number: request.number }),
              }}
            />
          ),
        },
      ]}
      empty={{
        title: intl.formatMessage(messages.noRequestsTitle),
        description:
          audience === 'user' ? intl.formatMessage(messages.noRequestsDescription) : undefined,
        action:
          audience === 'user' ? (
            <Link href="/arsulipo" variant="standalone">
              {intl.formatMessage(messages.newRequest)}
            </Link>
          ) : undefined,
      }}
      loadError={loadFailure && intl.formatMessage(messages.loadFailed)}
    />
  );
}
