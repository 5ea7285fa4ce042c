import { minimumSearchLength } from '@facet/admin-domain';
import { languages, type Language } from '@facet/platform-kernel';
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

/** The language the admin reads the dashboard in, for mail they cause. */
export function languageOf(locale: string): Language {
  return languages.find((lang) => locale.startsWith(lang)) ?? 'en';
}
