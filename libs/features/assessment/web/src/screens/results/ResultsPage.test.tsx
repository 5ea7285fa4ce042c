import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsPage } from './ResultsPage';

describe('ResultsPage', () => {
  it("lists the person's results under a page heading of its own, each linking to its page", async () => {
    stubApi({
      'GET /api/diagnoses/results': reply(200, {
        results: [
          { result_id: 12, number: 2, date: '2025-03-14T10:20:00.000Z' },
          { result_id: 7, number: 1, date: '2024-11-02T09:00:00.000Z' },
        ],
        page: 1,
        totalPages: 1,
      }),
    });
    renderWithProviders(<ResultsPage />, { initialPath: '/results' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
    const table = await screen.findByRole('grid', { name: 'Results' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/results/12');
  });

  it('says there is none yet and leads to the assessment', async () => {
    stubApi({
      'GET /api/diagnoses/results': reply(200, { results: [], page: 1, totalPages: 1 }),
    });
    renderWithProviders(<ResultsPage />, { initialPath: '/results' });
    expect(await screen.findByText('No results yet')).toBeVisible();
  });
});
