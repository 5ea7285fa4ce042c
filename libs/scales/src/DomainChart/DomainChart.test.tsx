import { facetsByDomain } from '@facet/assessment-domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScales, sampleScores } from '../testing';
import { DomainChart } from './DomainChart';

function rowOf(table: HTMLElement, name: string) {
  const header = within(table).getByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
}

async function openTable(label = 'Show the scores as a table') {
  await userEvent.click(screen.getByRole('button', { name: label }));
}

describe('DomainChart', () => {
  it('draws the five domains and thirty facets as percentile meters on one axis', async () => {
    const { container } = renderScales(<DomainChart scores={sampleScores} />);
    expect(screen.getByRole('figure', { name: 'Big Five domains and facets' })).toBeInTheDocument();
    const meters = screen.getAllByRole('meter');
    expect(meters).toHaveLength(5 + 30);
    for (const meter of meters) expect(meter).toHaveAttribute('aria-valuemax', '100');
    const extraversion = screen.getByRole('meter', { name: 'Extraversion' });
    expect(extraversion).toHaveAttribute('aria-valuenow', '72');
    expect(
      container.querySelector('[data-scale="extraversion"] [data-testid="percentile-fill"]'),
    ).toHaveStyle({ width: '72%' });
    expect(screen.getByRole('list', { name: 'How to read the bars' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('gives the raw scores, percentiles, 90% ranges and levels in a table on request', async () => {
    const { container } = renderScales(<DomainChart scores={sampleScores} />);
    await openTable();
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
      'Percentile range, 90% (90% of the time the true score lies in this range)',
      'Level',
    ]);
    expect(within(rowOf(table, 'Extraversion')).getByText('125 / 192')).toBeInTheDocument();
    expect(within(rowOf(table, 'Anxiety')).getByText('21 / 32')).toBeInTheDocument();
    expect(within(rowOf(table, 'Anxiety')).getByText('Likely average to high')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('draws only the domains asked for, each followed by its facets, without a legend if asked', () => {
    renderScales(
      <DomainChart scores={sampleScores} domains={['extraversion']} showLegend={false} />,
    );
    const names = screen
      .getAllByRole('meter')
      .map((meter) => meter.getAttribute('aria-labelledby'));
    expect(names).toHaveLength(1 + facetsByDomain.extraversion.length);
    expect(screen.getAllByRole('meter')[0]).toHaveAccessibleName('Extraversion');
    expect(screen.queryByRole('list', { name: 'How to read the bars' })).toBeNull();
  });

  it('draws the 90% band only on hover when asked, keeping it in the meter’s words', () => {
    const { container } = renderScales(
      <DomainChart scores={sampleScores} domains={['extraversion']} errorBand="onHover" />,
    );
    const bands = container.querySelectorAll('[data-testid="confidence-band"]');
    expect(bands).toHaveLength(7);
    for (const band of bands) expect(band).toHaveAttribute('data-display', 'onHover');
    expect(screen.getByRole('meter', { name: 'Extraversion' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/90% range percentiles \d+ to \d+/),
    );
  });

  it('marks scales without a score as not available', async () => {
    const { container } = renderScales(
      <DomainChart scores={{ extraversion: 125, cordiality: 26 }} domains={['extraversion']} />,
    );
    expect(screen.getAllByRole('meter')).toHaveLength(2);
    expect(container.querySelector('[data-scale="gregariousness"]')).toHaveTextContent(
      'GregariousnessNot available',
    );
    await openTable();
    const table = screen.getByRole('table');
    expect(within(rowOf(table, 'Warmth')).getAllByText('26 / 32')).toHaveLength(1);
    expect(within(rowOf(table, 'Gregariousness')).getAllByText('Not available')).toHaveLength(4);
  });

  it('says there is nothing to show when there are no scores', async () => {
    const { container } = renderScales(<DomainChart scores={null} />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText('There are no scores to show yet.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('labels the chart and the table in the language it is given', async () => {
    renderScales(<DomainChart scores={sampleScores} language="pt" />);
    expect(screen.getByRole('meter', { name: 'Desânimo' })).toBeInTheDocument();
    await openTable('Ver as pontuações numa tabela');
    const table = screen.getByRole('table', { name: 'Domínios e facetas dos Cinco Grandes' });
    expect(within(table).getByRole('columnheader', { name: 'Pontuação' })).toBeInTheDocument();
  });
});
