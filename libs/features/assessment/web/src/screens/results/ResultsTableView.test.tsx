import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultsTableView, type ResultsTableViewProps } from './ResultsTableView';
import { messagesIn } from '../../test-messages';

const props: ResultsTableViewProps = {
  results: [
    { result_id: 12, number: 2, date: '2025-03-14T10:20:00.000Z' },
    { result_id: 3, number: 1, date: '2024-05-21T15:45:00.000Z' },
  ],
  page: 1,
  totalPages: 3,
  onPageChange: vi.fn(),
  isLoading: false,
  onRetry: vi.fn(),
};

describe('ResultsTableView', () => {
  it('lists number, date and a link to each result', () => {
    renderWithProviders(<ResultsTableView {...props} />, { messages: messagesIn('en') });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View result 2' })).toHaveAttribute(
      'href',
      '/results/12',
    );
    expect(screen.getByText('Mar 14, 2025')).toBeVisible();
  });

  it('pages through the results', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<ResultsTableView {...props} onPageChange={onPageChange} />, {
      messages: messagesIn('en'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('invites to take the assessment when there is no result', () => {
    renderWithProviders(<ResultsTableView {...props} results={[]} totalPages={1} />, {
      messages: messagesIn('en'),
    });
    expect(screen.getByRole('heading', { name: 'No results yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take the assessment' })).toHaveAttribute(
      'href',
      '/diagnostic',
    );
  });

  it('shows the failure with a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <ResultsTableView {...props} results={[]} failure={{}} onRetry={onRetry} />,
      { messages: messagesIn('en') },
    );
    expect(screen.getByText('Error fetching user results.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
