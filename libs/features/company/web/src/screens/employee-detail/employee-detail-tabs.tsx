import { readApiFailure } from '@facet/platform-api-client';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useCompanyDataSource } from '../../company-data-source';
import { EmployeeGroupsTableView, type EmployeeGroupRow } from './EmployeeGroupsTableView';
import { EmployeeResultsTableView, type EmployeeResultRow } from './EmployeeResultsTableView';
import { companyMessages as messages } from '../../messages';

/**
 * One section of /company-panel/employee/{email}. The app passes them to `companyRoutes` as
 * `employeeTabs`, so this lib stays free of the profiles and groups features it shows.
 */
export interface EmployeeDetailTab {
  /** Also the `?tab=` value of the address. */
  id: string;
  title: MessageDescriptor;
  Panel: ComponentType<{ email: string }>;
}

/** What a paged RTK Query hook answers, as much of it as the tabs read. */
export interface PagedQueryState<Answer> {
  data?: Answer;
  isFetching: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
}

/** A query hook of another feature taking the employee and the page. */
export type EmployeePagedQueryHook<Answer> = (arg: {
  email: string;
  page: number;
}) => PagedQueryState<Answer>;

interface PagedAnswer {
  page: number;
  totalPages: number;
  total: number;
}

/** The `diagnoses` page of get-diagnoses-employees (api.md §3). */
export interface EmployeeResultsAnswerShape extends PagedAnswer {
  diagnoses: readonly EmployeeResultRow[];
}

export interface EmployeeGroupsAnswerShape extends PagedAnswer {
  groups: readonly Omit<EmployeeGroupRow, 'number'>[];
}

/**
 * The place in the whole list of the page's first row, without knowing the page size: every
 * page but the last is full, and the last holds what remains of `total`.
 */
export function firstRowNumber(answer: PagedAnswer, rowsOnPage: number): number {
  if (rowsOnPage === 0) return 1;
  return answer.page < answer.totalPages
    ? (answer.page - 1) * rowsOnPage + 1
    : answer.total - rowsOnPage + 1;
}

/** The Results tab, reading through `useResults` (the profiles feature's `useSourcedEmployeeResults`). */
export function employeeResultsTab(
  useResults: EmployeePagedQueryHook<EmployeeResultsAnswerShape>,
): EmployeeDetailTab {
  function EmployeeResultsPanel({ email }: { email: string }) {
    const [page, setPage] = useState(1);
    const results = useResults({ email, page });
    const { panelPath } = useCompanyDataSource();
    return (
      <EmployeeResultsTableView
        email={email}
        panelPath={panelPath}
        results={results.data?.diagnoses ?? []}
        page={results.data?.page ?? page}
        totalPages={results.data?.totalPages ?? 1}
        isLoading={results.isFetching}
        loadFailure={readApiFailure(results.error)}
        onRetry={() => void results.refetch()}
        onPageChange={setPage}
      />
    );
  }
  return { id: 'results', title: messages.tabResults, Panel: EmployeeResultsPanel };
}

/** The Groups tab, reading through `useGroups` (the groups feature's `getEmployeeGroups` hook). */
export function employeeGroupsTab(
  useGroups: EmployeePagedQueryHook<EmployeeGroupsAnswerShape>,
): EmployeeDetailTab {
  function EmployeeGroupsPanel({ email }: { email: string }) {
    const [page, setPage] = useState(1);
    const groups = useGroups({ email, page });
    const { panelPath } = useCompanyDataSource();
    const answer = groups.data;
    const first = answer ? firstRowNumber(answer, answer.groups.length) : 1;
    return (
      <EmployeeGroupsTableView
        panelPath={panelPath}
        groups={(answer?.groups ?? []).map((group, index) => ({ ...group, number: first + index }))}
        page={answer?.page ?? page}
        totalPages={answer?.totalPages ?? 1}
        isLoading={groups.isFetching}
        loadFailure={readApiFailure(groups.error)}
        onRetry={() => void groups.refetch()}
        onPageChange={setPage}
      />
    );
  }
  return { id: 'groups', title: messages.tabGroups, Panel: EmployeeGroupsPanel };
}
