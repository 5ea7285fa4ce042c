import type { EmployeeRecord, EmployeeSortColumn } from '@facet/company-domain';
import { Alert } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { LicenceBadge, roleLabel } from '@facet/platform-kernel-web';
import { PagedTableView, RowActions, type PagedList } from '@facet/platform-web-kit';
import type { SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from './messages';

export interface EmployeeSort {
  column: EmployeeSortColumn;
  direction: 'ascending' | 'descending';
}

export interface EmployeesTableViewProps extends PagedList {
  employees: readonly EmployeeRecord[];
  loadFailure?: ApiFailure;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
  sort: EmployeeSort;
  onSortChange: (sort: EmployeeSort) => void;
  /** Company admins may remove people; the remove buttons show only for them. */
  canRemove?: boolean;
  removeFailure?: ApiFailure;
  onRemove?: (employee: EmployeeRecord) => Promise<void>;
}

export const employeePagePath = (email: string, panelPath = '/company-panel') =>
  `${panelPath}/employee/${encodeURIComponent(email)}`;

/** The paged, sortable employees table of the panel, with inspect and remove per row. */
export function EmployeesTableView({
  employees,
  loadFailure,
  panelPath,
  sort,
  onSortChange,
  canRemove,
  removeFailure,
  onRemove,
  ...list
}: EmployeesTableViewProps) {
  const intl = useIntl();
  return (
    <PagedTableView
      {...list}
      label={intl.formatMessage(messages.employeesTableLabel)}
      rows={employees}
      rowKey={(employee) => employee.email}
      sortDescriptor={sort}
      onSortChange={(descriptor: SortDescriptor) =>
        onSortChange({
          column: descriptor.column as EmployeeSortColumn,
          direction: descriptor.direction,
        })
      }
      columns={[
        {
          id: 'name',
          label: intl.formatMessage(messages.columnName),
          allowsSorting: true,
          render: (employee) => employee.name,
        },
        {
          id: 'email',
          label: intl.formatMessage(messages.columnEmail),
          allowsSorting: true,
          render: (employee) => employee.email,
        },
        {
          id: 'role',
          label: intl.formatMessage(messages.columnRole),
          allowsSorting: true,
          render: (employee) => roleLabel(intl, employee.role),
        },
        {
          id: 'licence_state',
          label: intl.formatMessage(messages.columnLicence),
          allowsSorting: true,
          render: (employee) => (
            <LicenceBadge state={employee.licence_state} hasFinished={employee.hasFinished} />
          ),
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (employee, confirm) => (
            <RowActions
              inspect={{
                href: employeePagePath(employee.email, panelPath),
                label: intl.formatMessage(messages.inspect, { name: employee.name }),
              }}
              remove={
                canRemove
                  ? {
                      label: intl.formatMessage(messages.remove, { name: employee.name }),
                      onPress: confirm,
                    }
                  : undefined
              }
            />
          ),
        },
      ]}
      empty={{
        title: intl.formatMessage(messages.noEmployeesTitle),
        description: intl.formatMessage(messages.noEmployeesDescription),
      }}
      loadError={loadFailure && intl.formatMessage(messages.loadEmployeesFailed)}
      confirmation={{
        title: (employee) => intl.formatMessage(messages.releaseTitle, { name: employee.name }),
        body: intl.formatMessage(messages.releaseBody),
        confirmLabel: intl.formatMessage(messages.releaseConfirm),
        onConfirm: (employee) => onRemove?.(employee),
      }}
    >
      {removeFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            removeFailure,
            {
              409: messages.releaseLastAdmin,
              403: messages.onlyAdmins,
              404: messages.notInCompany,
            },
            messages.releaseFailed,
          )}
        </Alert>
      )}
    </PagedTableView>
  );
}
