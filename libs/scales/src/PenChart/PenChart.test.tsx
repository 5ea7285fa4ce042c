import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScales, sampleScores } from '../testing';
import { PenChart } from './PenChart';

describe('PenChart', () => {
  it('draws the three PEN scales as percentile meters and notes that P is an estimate', async () => {
    const { container } = renderScales(<PenChart scores={sampleScores} />);
    expect(screen.getByRole('figure', { name: 'PEN scales' })).toBeInTheDocument();
    expect(screen.getAllByRole('meter')).toHaveLength(3);
    expect(screen.getByRole('meter', { name: 'Tough-mindedness (PEN P)' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining(`raw score ${sampleScores.pen_psychoticism} of 192`),
    );
    expect(screen.getAllByText(/not a validated P scale/)).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('takes a title and a language', () => {
    renderScales(<PenChart scores={sampleScores} title="Escalas de Eysenck" language="es" />);
    expect(screen.getByRole('figure', { name: 'Escalas de Eysenck' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: /^Dureza de carácter/ })).toBeInTheDocument();
  });

  it('says there is nothing to show without scores', () => {
    renderScales(<PenChart scores={{}} />);
    expect(screen.getByText('There are no scores to show yet.')).toBeInTheDocument();
  });
});
