import { facetsByDomain } from '@facet/assessment-domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScales, sampleScores } from '../testing';
import { DomainChart } from './DomainChart';

// jsdom has no canvas: getContext returns null (stubbed here so jsdom does not log "Not
// implemented"), the chart is left out and its text alternative table is what these tests read.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function rowOf(table: HTMLElement, name: string) {
  const header = within(table).getByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
}

describe('DomainChart', () => {
  it('lists the five domains and their thirty facets in a table named by its title', async () => {
    const { container } = renderScales(<DomainChart scores={sampleScores} />);
    const table = screen.getByRole('table', { name: 'Big Five domains and facets' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5 + 30);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Scale',
      'Score',
      'Percentile',
      'Likely percentile range (±1 standard error)',
      'Level',
    ]);
    const extraversion = rowOf(table, 'Extraversion');
    expect(within(extraversion).getByText('125 / 192')).toBeInTheDocument();
    expect(within(rowOf(table, 'Anxiety')).getByText('21 / 32')).toBeInTheDocument();
    expect(within(rowOf(table, 'Anxiety')).getByText('High')).toBeInTheDocument();
    expect(container.querySelector('canvas')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('draws only the domains asked for, each followed by its facets', () => {
    renderScales(<DomainChart scores={sampleScores} domains={['extraversion']} />);
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toHaveLength(1 + facetsByDomain.extraversion.length);
    expect(names[0]).toBe('Extraversion');
    expect(names).toContain('Gregariousness');
  });

  it('marks scales without a score as not available', () => {
    renderScales(
      <DomainChart scores={{ extraversion: 125, cordiality: 26 }} domains={['extraversion']} />,
    );
    const table = screen.getByRole('table');
    expect(within(rowOf(table, 'Warmth')).getAllByText('26 / 32')).toHaveLength(1);
    expect(within(rowOf(table, 'Gregariousness')).getAllByText('Not available')).toHaveLength(4);
  });

  it('says there is nothing to show when there are no scores', async () => {
    const { container } = renderScales(<DomainChart scores={null} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('There are no scores to show yet.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('labels the table in the language it is given', () => {
    renderScales(<DomainChart scores={sampleScores} language="pt" />);
    const table = screen.getByRole('table', { name: 'Domínios e facetas dos Cinco Grandes' });
    expect(within(table).getByRole('columnheader', { name: 'Pontuação' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Desânimo' })).toBeInTheDocument();
  });
});
