import { actsAsCompanyAdmin } from '@facet/company-domain';
import { showToast, Stack } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { TableExport, useTableExport } from '@facet/platform-web-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCompanyDataSource } from './company-data-source';
import { EmployeesTableView, type EmployeeSort } from './EmployeesTableView';
import { companyMessages as messages } from './messages';

/** The Employees tab: one page at a time, sorted on the server. */
export function EmployeesTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<EmployeeSort>({ column: 'name', direction: 'ascending' });
  const source = useCompanyDataSource();
  const company = source.useCompany();
  const employees = source.useEmployees({
    page,
    sort: sort.column,
    order: sort.direction === 'ascending' ? 'asc' : 'desc',
  });
  const [release, releasing] = source.useReleaseEmployee();
  const tableExport = useTableExport(source.employeesExportPath);
  return (
    <Stack space="medium">
      <TableExport {...tableExport} isDisabled={!employees.data} />
      <EmployeesTableView
        employees={employees.data?.employees ?? []}
        page={employees.data?.page ?? page}
        totalPages={employees.data?.totalPages ?? 1}
        isLoading={employees.isFetching}
        loadFailure={readApiFailure(employees.error)}
        onRetry={() => void employees.refetch()}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        panelPath={source.panelPath}
        canRemove={actsAsCompanyAdmin(company.data?.company.viewerRole)}
        removeFailure={readApiFailure(releasing.error)}
        onRemove={async (employee) => {
          const answer = await release({ email: employee.email, lang: intl.locale.slice(0, 2) });
          if ('error' in answer) return;
          showToast({
            title: intl.formatMessage(messages.released, { name: employee.name }),
            tone: 'positive',
          });
        }}
      />
    </Stack>
  );
}
