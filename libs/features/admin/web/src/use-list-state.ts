import { minimumSearchLength } from '@facet/admin-domain';
import { readApiFailure } from '@facet/platform-api-client';
import { languages, type Language } from '@facet/platform-kernel';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import type { ListArgs } from './admin-endpoints';

/** Page and search of one tab; a new search starts at page 1, under 3 characters lists all. */
export function useListState() {
  const [page, setPage] = useState(1);
  const [searchTerm, setSearchTerm] = useState('');
  const typed = searchTerm.trim();
  const args: ListArgs = {
    page,
    ...(typed.length >= minimumSearchLength && { searchTerm: typed }),
  };
  return {
    args,
    page,
    searchTerm,
    onPageChange: setPage,
    onSearchChange: (term: string) => {
      setSearchTerm(term);
      setPage(1);
    },
  };
}

/** A tab's list query as RTK Query answers it. */
interface ListQuery<Row> {
  data?: { rows: readonly Row[]; page: number; totalPages: number } | undefined;
  isFetching: boolean;
  error?: FetchBaseQueryError | SerializedError | undefined;
  refetch: () => unknown;
}

/** What a tab's view takes from its page, search and list query. */
export function listViewProps<Row>(list: ReturnType<typeof useListState>, query: ListQuery<Row>) {
  return {
    rows: query.data?.rows ?? [],
    page: query.data?.page ?? list.page,
    totalPages: query.data?.totalPages ?? 1,
    onPageChange: list.onPageChange,
    searchTerm: list.searchTerm,
    onSearchChange: list.onSearchChange,
    isLoading: query.isFetching && !query.data,
    loadFailure: readApiFailure(query.error),
    onRetry: () => void query.refetch(),
  };
}

/** The language the admin reads the dashboard in, for mail they cause. */
export function languageOf(locale: string): Language {
  return languages.find((lang) => locale.startsWith(lang)) ?? 'en';
}
