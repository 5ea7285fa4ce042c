import type * as DesignSystem from '@facet/design-system';
import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FinishedByMonthView } from './FinishedByMonthView';
import { sampleDashboard } from '../../story-fixtures';

// As in jsdom, which has no canvas (said outright here, without jsdom's "Not implemented" log):
// the view shows its table alone and never loads chart.js. The chart beside the table is covered
// in FinishedByMonthChart.test.tsx.
vi.mock('@facet/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof DesignSystem>()),
  canDrawCharts: () => false,
}));

describe('FinishedByMonthView without a canvas', () => {
  it('lists every month, zero months included, with month names in the page language', () => {
    renderWithProviders(<FinishedByMonthView months={sampleDashboard.finishedByMonth} />);
    const table = screen.getByRole('table', { name: 'Assessments finished per month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'June 20262',
      'July 20260',
      'August 20265',
      'September 20269',
      'October 20264',
      'November 20266',
    ]);
    expect(screen.queryByRole('button', { name: 'Show as a table' })).not.toBeInTheDocument();
  });

  it('says nobody has finished instead of drawing six empty months', () => {
    renderWithProviders(
      <FinishedByMonthView
        months={sampleDashboard.finishedByMonth.map(({ month }) => ({ month, finished: 0 }))}
      />,
    );
    expect(
      screen.getByText('No one in the company has finished an assessment in the last six months.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the chart is loading while the figures load', () => {
    renderWithProviders(<FinishedByMonthView />);
    expect(screen.getByText('Loading the chart…')).toBeVisible();
  });
});
