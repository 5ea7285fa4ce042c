import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScales, sampleScores } from '../testing';
import { PenChart } from './PenChart';

// jsdom has no canvas (see DomainChart.test.tsx): the tests read the text alternative table.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('PenChart', () => {
  it('lists the three PEN scales out of 192 and notes that P is an estimate', async () => {
    const { container } = renderScales(<PenChart scores={sampleScores} />);
    const table = screen.getByRole('table', { name: 'PEN scales' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tough-mindedness (PEN P)', 'Extraversion (PEN E)', 'Neuroticism (PEN N)']);
    const psychoticism = within(table).getByRole('rowheader', { name: 'Tough-mindedness (PEN P)' });
    expect(psychoticism.closest('tr')).toHaveTextContent(`${sampleScores.pen_psychoticism} / 192`);
    expect(screen.getByText(/not a validated P scale/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('takes a title and a language', () => {
    renderScales(<PenChart scores={sampleScores} title="Escalas de Eysenck" language="es" />);
    expect(screen.getByRole('table', { name: 'Escalas de Eysenck' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^Dureza de carácter/ })).toBeInTheDocument();
  });

  it('says there is nothing to show without scores', () => {
    renderScales(<PenChart scores={{}} />);
    expect(screen.getByText('There are no scores to show yet.')).toBeInTheDocument();
  });
});
