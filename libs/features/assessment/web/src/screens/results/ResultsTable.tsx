import { failureText, readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetResultsQuery } from '../../assessment-endpoints';
import { assessmentCatalogue, assessmentProblemMessages } from '../../messages';
import { ResultsTableView } from './ResultsTableView';

/**
 * The list of /results: the signed-in person's results, paged. On failure the list
 * resets to page 1 (spec/product.md §4).
 */
export function ResultsTable() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const results = useGetResultsQuery({ page });
  const failure = results.isError ? readApiFailure(results.error) : undefined;
  return (
    <ResultsTableView
      results={failure ? [] : (results.data?.results ?? [])}
      page={failure ? 1 : (results.data?.page ?? page)}
      totalPages={failure ? 0 : (results.data?.totalPages ?? 0)}
      onPageChange={setPage}
      isLoading={results.isFetching}
      failure={
        failure && {
          message: failureText(
            intl,
            failure,
            assessmentProblemMessages,
            assessmentCatalogue.messages.errorFetchingResults,
          ),
        }
      }
      onRetry={() => {
        setPage(1);
        void results.refetch();
      }}
    />
  );
}
