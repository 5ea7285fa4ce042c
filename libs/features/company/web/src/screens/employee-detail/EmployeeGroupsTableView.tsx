import type { ApiFailure } from '@facet/platform-api-client';
import { PagedTableView, RowActions, type PagedList } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { employeeTabLoadError } from './employee-tab-load-error';

/** One group of an employee as the panel lists it; `number` is the row's place in the list. */
export interface EmployeeGroupRow {
  group_id: number;
  number: number;
  name: string;
  /** How many people are in the group. */
  members: number;
}

export interface EmployeeGroupsTableViewProps extends PagedList {
  groups: readonly EmployeeGroupRow[];
  loadFailure?: ApiFailure;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
}

export const companyGroupPath = (groupId: number, panelPath = '/company-panel') =>
  `${panelPath}/group/${groupId}`;

/** The Groups tab of /company-panel/employee/{email}: number, name, users and inspect, paged. */
export function EmployeeGroupsTableView({
  groups,
  loadFailure,
  panelPath,
  ...list
}: EmployeeGroupsTableViewProps) {
  const intl = useIntl();
  return (
    <PagedTableView
      {...list}
      label={intl.formatMessage(messages.groupsTableLabel)}
      rows={groups}
      rowKey={(group) => group.group_id}
      columns={[
        {
          id: 'number',
          label: intl.formatMessage(messages.columnNumber),
          render: (group) => intl.formatNumber(group.number),
        },
        {
          id: 'name',
          label: intl.formatMessage(messages.columnGroupName),
          isRowHeader: true,
          render: (group) => group.name,
        },
        {
          id: 'users',
          label: intl.formatMessage(messages.columnUsers),
          render: (group) => intl.formatNumber(group.members),
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (group) => (
            <RowActions
              inspect={{
                href: companyGroupPath(group.group_id, panelPath),
                label: intl.formatMessage(messages.inspect, { name: group.name }),
              }}
            />
          ),
        },
      ]}
      empty={{
        title: intl.formatMessage(messages.noGroupsTitle),
        description: intl.formatMessage(messages.noGroupsDescription),
      }}
      {...employeeTabLoadError(intl, loadFailure, messages.loadGroupsFailed, list.onRetry)}
    />
  );
}
