import type { ResultSummary } from '@facet/assessment-domain';
import {
  EmptyState,
  ErrorState,
  Link,
  Pagination,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
} from '@facet/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { assessmentCatalogue } from '../../messages';

const { messages } = assessmentCatalogue;

export interface ResultsTableViewProps {
  results: readonly ResultSummary[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  /** Set when the list failed to load: the server's message, or the default text. */
  failure?: { message?: string };
  onRetry: () => void;
}

/** The person's results (number, date, actions), paged: the list of /results. */
export function ResultsTableView({
  results,
  page,
  totalPages,
  onPageChange,
  isLoading,
  failure,
  onRetry,
}: ResultsTableViewProps) {
  const intl = useIntl();
  if (failure) {
    return (
      <ErrorState
        message={failure.message ?? intl.formatMessage(messages.errorFetchingResults)}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading && results.length === 0) return <Skeleton lines={4} />;
  return (
    <Stack space="medium">
      <Table aria-label={intl.formatMessage(messages.resultsTitle)}>
        <TableHeader>
          <TableColumn isRowHeader>
            <FormattedMessage {...messages.columnNumber} />
          </TableColumn>
          <TableColumn>
            <FormattedMessage {...messages.columnDate} />
          </TableColumn>
          <TableColumn>
            <FormattedMessage {...messages.columnActions} />
          </TableColumn>
        </TableHeader>
        <TableBody
          items={results.map((result) => ({ ...result, id: result.result_id }))}
          emptyContent={
            <EmptyState
              title={intl.formatMessage(messages.resultsEmpty)}
              description={intl.formatMessage(messages.resultsEmptyHint)}
              action={
                <Link href="/diagnostic">
                  <FormattedMessage {...messages.takeAssessment} />
                </Link>
              }
            />
          }
        >
          {(result) => (
            <TableRow>
              <TableCell label={intl.formatMessage(messages.columnNumber)}>
                {result.number}
              </TableCell>
              <TableCell label={intl.formatMessage(messages.columnDate)}>
                {intl.formatDate(result.date, { dateStyle: 'medium' })}
              </TableCell>
              <TableCell label={intl.formatMessage(messages.columnActions)}>
                <Link
                  href={`/results/${result.result_id}`}
                  aria-label={intl.formatMessage(messages.viewResultLabel, {
                    number: result.number,
                  })}
                >
                  <FormattedMessage {...messages.viewResult} />
                </Link>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          isDisabled={isLoading}
        />
      )}
    </Stack>
  );
}
