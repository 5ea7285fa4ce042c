import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCompanyDataSource } from '../../company-data-source';
import { noPeopleFilters, type PeopleFilters } from './PeopleFiltersView';
import { personKey } from './PersonActionsMenu';

export const peoplePageSize = 20;

/** The old lists' addresses (`?tab=employees`, `?tab=invitations`) open the pipeline filtered. */
export function peopleFiltersOfTab(tab: string | null): PeopleFilters {
  if (tab === 'employees') return { ...noPeopleFilters, kind: 'member' };
  if (tab === 'invitations') return { ...noPeopleFilters, kind: 'invitation' };
  return noPeopleFilters;
}

/**
 * The page of the pipeline on show: its filters (reset by the address's old tab names), its page
 * number, the rows selected on it, and the rows themselves. A new filter or page clears the
 * selection.
 */
export function usePeoplePage() {
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const [seenTab, setSeenTab] = useState(tab);
  const [filters, setFilters] = useState(() => peopleFiltersOfTab(tab));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (tab !== seenTab) {
    setSeenTab(tab);
    setFilters(peopleFiltersOfTab(tab));
    setPage(1);
    setSelected(new Set());
  }
  const source = useCompanyDataSource();
  const { search, ...narrowing } = filters;
  const people = source.usePeople({
    ...narrowing,
    ...(search.trim() ? { search: search.trim() } : {}),
    page,
    pageSize: peoplePageSize,
  });
  // A page of rows arrives through the store, whose updates React renders in one blocking task;
  // the rows are drawn instead in a background render that yields to the browser, the loading
  // line staying until they are (as the result page does, D72).
  const shownPage = useDeferredValue(people.data);
  const rows = shownPage?.people ?? [];
  return {
    people,
    rows,
    selectedPeople: rows.filter((person) => selected.has(personKey(person))),
    page: shownPage?.page ?? page,
    // No pager until the first page says how many there are: one drawn under the loading
    // line would jump down when the rows arrive.
    totalPages: shownPage?.totalPages ?? 0,
    isLoading: people.isFetching || shownPage !== people.data,
    changePage: (next: number) => {
      setPage(next);
      setSelected(new Set());
    },
    filters,
    changeFilters: (next: PeopleFilters) => {
      setFilters(next);
      setPage(1);
      setSelected(new Set());
    },
    selected,
    setSelected,
  };
}
