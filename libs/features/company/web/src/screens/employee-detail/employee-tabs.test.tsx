import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  employeeGroupsTab,
  employeeResultsTab,
  firstRowNumber,
  type EmployeeGroupsAnswerShape,
  type EmployeeResultsAnswerShape,
  type PagedQueryState,
} from './employee-detail-tabs';
import { EmployeeDetailView } from './EmployeeDetailView';
import { EmployeeGroupsTableView } from './EmployeeGroupsTableView';
import { EmployeeResultsTableView } from './EmployeeResultsTableView';
import { companyCatalogue } from '../../messages';
import { sampleEmployeeGroups, sampleEmployeeResults, sampleEmployees } from '../../story-fixtures';

const paging = { page: 1, totalPages: 1, onPageChange: () => undefined };

describe('EmployeeResultsTableView', () => {
  it('lists number and date with an inspect link to the result page', () => {
    renderWithProviders(
      <EmployeeResultsTableView
        email="erin@acme.example"
        results={sampleEmployeeResults}
        {...paging}
      />,
    );
    const row = screen.getByRole('row', { name: /^2/ });
    expect(within(row).getByText('Mar 14, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Inspect result 2' })).toHaveAttribute(
      'href',
      '/company-panel/employee/erin%40acme.example/result/42',
    );
  });

  it('shows the loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(
      <EmployeeResultsTableView email="erin@acme.example" results={[]} isLoading {...paging} />,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(<EmployeeResultsTableView email="erin@acme.example" results={[]} {...paging} />);
    expect(screen.getByText('No results yet')).toBeInTheDocument();
    rerender(
      <EmployeeResultsTableView
        email="erin@acme.example"
        results={[]}
        loadFailure={{ status: 500 }}
        onRetry={onRetry}
        {...paging}
      />,
    );
    expect(screen.getByText('The results could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('speaks Spanish and Portuguese', () => {
    const { unmount } = renderWithProviders(
      <EmployeeResultsTableView email="erin@acme.example" results={[]} {...paging} />,
      { language: 'es', messages: companyCatalogue.byLanguage.es },
    );
    expect(screen.getByText('Todavía no hay resultados')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <EmployeeResultsTableView email="erin@acme.example" results={[]} {...paging} />,
      { language: 'pt', messages: companyCatalogue.byLanguage.pt },
    );
    expect(screen.getByText('Ainda não há resultados')).toBeInTheDocument();
  });
});

describe('EmployeeGroupsTableView', () => {
  it('lists number, name and users with an inspect link to the group page', () => {
    renderWithProviders(<EmployeeGroupsTableView groups={sampleEmployeeGroups} {...paging} />);
    const row = screen.getByRole('row', { name: /Customer support/ });
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Inspect Customer support' })).toHaveAttribute(
      'href',
      '/company-panel/group/3',
    );
  });

  it('shows the loading, empty and error states', () => {
    const { rerender } = renderWithProviders(
      <EmployeeGroupsTableView groups={[]} isLoading {...paging} />,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(<EmployeeGroupsTableView groups={[]} {...paging} />);
    expect(screen.getByText('Not in any group')).toBeInTheDocument();
    rerender(<EmployeeGroupsTableView groups={[]} loadFailure={{ status: 500 }} {...paging} />);
    expect(screen.getByText('The groups could not be loaded.')).toBeInTheDocument();
  });

  it('asks for the next page', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <EmployeeGroupsTableView
        groups={sampleEmployeeGroups}
        page={1}
        totalPages={3}
        onPageChange={onPageChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('EmployeeDetailView sections', () => {
  it('shows the sections as tabs and reports the chosen one', async () => {
    const onSectionChange = vi.fn();
    renderWithProviders(
      <EmployeeDetailView
        employee={sampleEmployees[1]}
        sections={[
          { id: 'results', title: 'Results', content: <p>results here</p> },
          { id: 'groups', title: 'Groups', content: <p>groups here</p> },
        ]}
        selectedSection="results"
        onSectionChange={onSectionChange}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Results', selected: true })).toBeInTheDocument();
    expect(screen.getByText('results here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Groups' }));
    expect(onSectionChange).toHaveBeenCalledWith('groups');
  });
});

const state = <Answer,>(data?: Answer): PagedQueryState<Answer> => ({
  data,
  isFetching: false,
  refetch: () => undefined,
});

describe('employee tab containers', () => {
  it('read the injected hook with the employee and the page', async () => {
    const useResults = vi.fn(
      ({ page }: { email: string; page: number }): PagedQueryState<EmployeeResultsAnswerShape> =>
        state({ diagnoses: sampleEmployeeResults, page, totalPages: 2, total: 3 }),
    );
    const { Panel } = employeeResultsTab(useResults);
    renderWithProviders(<Panel email="erin@acme.example" />);
    expect(useResults).toHaveBeenLastCalledWith({ email: 'erin@acme.example', page: 1 });
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(useResults).toHaveBeenLastCalledWith({ email: 'erin@acme.example', page: 2 }),
    );
  });

  it('number the groups across pages', () => {
    const useGroups = (): PagedQueryState<EmployeeGroupsAnswerShape> =>
      state({
        groups: [{ group_id: 9, name: 'Late joiners', members: 2 }],
        page: 3,
        totalPages: 3,
        total: 21,
      });
    const { Panel } = employeeGroupsTab(useGroups);
    renderWithProviders(<Panel email="erin@acme.example" />);
    expect(
      within(screen.getByRole('row', { name: /Late joiners/ })).getByText('21'),
    ).toBeInTheDocument();
  });

  it('show the error state of a failed call', () => {
    const useGroups = (): PagedQueryState<EmployeeGroupsAnswerShape> => ({
      isFetching: false,
      error: { status: 500, data: { message: 'boom' } },
      refetch: () => undefined,
    });
    const { Panel } = employeeGroupsTab(useGroups);
    renderWithProviders(<Panel email="erin@acme.example" />);
    expect(screen.getByText('The groups could not be loaded.')).toBeInTheDocument();
  });
});

describe('firstRowNumber', () => {
  it('counts full pages and the remainder of the last', () => {
    expect(firstRowNumber({ page: 1, totalPages: 3, total: 25 }, 10)).toBe(1);
    expect(firstRowNumber({ page: 2, totalPages: 3, total: 25 }, 10)).toBe(11);
    expect(firstRowNumber({ page: 3, totalPages: 3, total: 25 }, 5)).toBe(21);
    expect(firstRowNumber({ page: 1, totalPages: 1, total: 0 }, 0)).toBe(1);
  });
});
