import type { ApiFailure } from '@facet/platform-api-client';
import { PagedTableView, RowActions, type PagedList } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { employeePagePath } from '../../employee-page-path';
import { companyMessages as messages } from '../../messages';
import { employeeTabLoadError } from './employee-tab-load-error';

/** One result of an employee as the panel lists it (the profiles feature's answer rows). */
export interface EmployeeResultRow {
  result_id: number;
  number: number;
  date: string;
}

export interface EmployeeResultsTableViewProps extends PagedList {
  email: string;
  results: readonly EmployeeResultRow[];
  loadFailure?: ApiFailure;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
}

export const employeeResultPath = (email: string, resultId: number, panelPath?: string) =>
  `${employeePagePath(email, panelPath)}/result/${resultId}`;

/** The Results tab of /company-panel/employee/{email}: number, date and inspect, paged. */
export function EmployeeResultsTableView({
  email,
  results,
  loadFailure,
  panelPath,
  ...list
}: EmployeeResultsTableViewProps) {
  const intl = useIntl();
  return (
    <PagedTableView
      {...list}
      label={intl.formatMessage(messages.resultsTableLabel)}
      rows={results}
      rowKey={(result) => result.result_id}
      columns={[
        {
          id: 'number',
          label: intl.formatMessage(messages.columnNumber),
          render: (result) => intl.formatNumber(result.number),
        },
        {
          id: 'date',
          label: intl.formatMessage(messages.columnDate),
          render: (result) => intl.formatDate(result.date, { dateStyle: 'medium' }),
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (result) => (
            <RowActions
              inspect={{
                href: employeeResultPath(email, result.result_id, panelPath),
                label: intl.formatMessage(messages.inspectResult, { number: result.number }),
              }}
            />
          ),
        },
      ]}
      empty={{
        title: intl.formatMessage(messages.noResultsTitle),
        description: intl.formatMessage(messages.noResultsDescription),
      }}
      {...employeeTabLoadError(intl, loadFailure, messages.loadResultsFailed, list.onRetry)}
    />
  );
}
