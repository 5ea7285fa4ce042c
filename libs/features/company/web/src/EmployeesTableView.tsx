import type { EmployeeRecord, EmployeeSortColumn } from '@facet/company-domain';
import {
  Alert,
  AlertDialog,
  Button,
  EmptyState,
  ErrorState,
  Inline,
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
import { LicenceBadge, roleLabel } from '@facet/platform-kernel-web';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from './messages';

export interface EmployeeSort {
  column: EmployeeSortColumn;
  direction: 'ascending' | 'descending';
}

export interface EmployeesTableViewProps {
  employees: readonly EmployeeRecord[];
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
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
  page,
  totalPages,
  isLoading,
  loadFailure,
  onRetry,
  onPageChange,
  panelPath,
  sort,
  onSortChange,
  canRemove,
  removeFailure,
  onRemove,
}: EmployeesTableViewProps) {
  const intl = useIntl();
  const [removing, setRemoving] = useState<EmployeeRecord | null>(null);

  if (loadFailure) {
    return (
      <ErrorState message={intl.formatMessage(messages.loadEmployeesFailed)} onRetry={onRetry} />
    );
  }
  return (
    <Stack space="medium">
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
      {isLoading ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : (
        <Table
          aria-label={intl.formatMessage(messages.employeesTableLabel)}
          sortDescriptor={sort}
          onSortChange={(descriptor: SortDescriptor) =>
            onSortChange({
              column: descriptor.column as EmployeeSortColumn,
              direction: descriptor.direction,
            })
          }
        >
          <TableHeader>
            <TableColumn id="name" isRowHeader allowsSorting>
              {intl.formatMessage(messages.columnName)}
            </TableColumn>
            <TableColumn id="email" allowsSorting>
              {intl.formatMessage(messages.columnEmail)}
            </TableColumn>
            <TableColumn id="role" allowsSorting>
              {intl.formatMessage(messages.columnRole)}
            </TableColumn>
            <TableColumn id="licence_state" allowsSorting>
              {intl.formatMessage(messages.columnLicence)}
            </TableColumn>
            <TableColumn id="actions">{intl.formatMessage(messages.columnActions)}</TableColumn>
          </TableHeader>
          <TableBody
            items={employees.map((employee) => ({ ...employee, id: employee.email }))}
            emptyContent={
              <EmptyState
                title={intl.formatMessage(messages.noEmployeesTitle)}
                description={intl.formatMessage(messages.noEmployeesDescription)}
              />
            }
          >
            {(employee) => (
              <TableRow id={employee.email}>
                <TableCell>{employee.name}</TableCell>
                <TableCell>{employee.email}</TableCell>
                <TableCell>{roleLabel(intl, employee.role)}</TableCell>
                <TableCell>
                  <LicenceBadge state={employee.licence_state} />
                </TableCell>
                <TableCell>
                  <Inline space="small">
                    <Link href={employeePagePath(employee.email, panelPath)}>
                      {intl.formatMessage(messages.inspect, { name: employee.name })}
                    </Link>
                    {canRemove && (
                      <Button
                        size="small"
                        variant="quiet"
                        onPress={() =>
                          setRemoving(
                            employees.find(({ email }) => email === employee.email) ?? null,
                          )
                        }
                      >
                        {intl.formatMessage(messages.remove, { name: employee.name })}
                      </Button>
                    )}
                  </Inline>
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
      {removing && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={intl.formatMessage(messages.releaseTitle, { name: removing.name })}
          confirmLabel={intl.formatMessage(messages.releaseConfirm)}
          onConfirm={async () => {
            await onRemove?.(removing);
          }}
        >
          <Text>{intl.formatMessage(messages.releaseBody)}</Text>
        </AlertDialog>
      )}
    </Stack>
  );
}
