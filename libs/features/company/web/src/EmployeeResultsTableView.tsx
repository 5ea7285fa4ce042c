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
import { employeePagePath } from './EmployeesTableView';
import { companyMessages as messages } from './messages';

/** One result of an employee as the panel lists it (the profiles feature's answer rows). */
export interface EmployeeResultRow {
  result_id: number;
  number: number;
  date: string;
}

export interface EmployeeResultsTableViewProps {
  email: string;
  results: readonly EmployeeResultRow[];
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
}

export const employeeResultPath = (email: string, resultId: number, panelPath?: string) =>
  `${employeePagePath(email, panelPath)}/result/${resultId}`;

/** The Results tab of /company-panel/employee/{email}: number, date and inspect, paged. */
export function EmployeeResultsTableView({
  email,
  results,
  page,
  totalPages,
  isLoading,
  loadFailure,
  onRetry,
  onPageChange,
  panelPath,
}: EmployeeResultsTableViewProps) {
  const intl = useIntl();
  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(
          intl,
          loadFailure,
          { 404: messages.notInCompany },
          messages.loadResultsFailed,
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
        <Table aria-label={intl.formatMessage(messages.resultsTableLabel)}>
          <TableHeader>
            <TableColumn id="number" isRowHeader>
              {intl.formatMessage(messages.columnNumber)}
            </TableColumn>
            <TableColumn id="date">{intl.formatMessage(messages.columnDate)}</TableColumn>
            <TableColumn id="actions">{intl.formatMessage(messages.columnActions)}</TableColumn>
          </TableHeader>
          <TableBody
            items={results.map((result) => ({ ...result, id: result.result_id }))}
            emptyContent={
              <EmptyState
                title={intl.formatMessage(messages.noResultsTitle)}
                description={intl.formatMessage(messages.noResultsDescription)}
              />
            }
          >
            {(result) => (
              <TableRow id={result.result_id}>
                <TableCell>{intl.formatNumber(result.number)}</TableCell>
                <TableCell>{intl.formatDate(result.date, { dateStyle: 'medium' })}</TableCell>
                <TableCell>
                  <Link href={employeeResultPath(email, result.result_id, panelPath)}>
                    {intl.formatMessage(messages.inspectResult, { number: result.number })}
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
