import { useState } from 'react';
import { trailPageSize, useGetResultReadsQuery } from './audit-trail-endpoints';
import { ResultReadsView } from './ResultReadsView';

/** The account page's "Who viewed my results", with its call. */
export function ResultReadsSection() {
  const [page, setPage] = useState(1);
  const reads = useGetResultReadsQuery({ page });
  const total = reads.data?.total ?? 0;
  return (
    <ResultReadsView
      reads={reads.data?.reads ?? []}
      page={reads.data?.page ?? page}
      totalPages={Math.max(1, Math.ceil(total / trailPageSize))}
      onPageChange={setPage}
      isLoading={reads.isFetching}
      loadFailed={reads.isError}
      onRetry={() => void reads.refetch()}
    />
  );
}
