import { currentNorms, describeScore } from '@facet/assessment-domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScales } from '../testing';
import { FacetScoreBar } from './FacetScoreBar';

const described = (scale: 'anxiety' | 'pen_psychoticism', raw: number) =>
  describeScore(scale, raw, currentNorms.scales[scale]);

describe('FacetScoreBar', () => {
  it('is a 0..100 percentile meter naming percentile, level, raw score and likely range', async () => {
    const { container } = renderScales(<FacetScoreBar scale="anxiety" score={8} />);
    const meter = screen.getByRole('meter', { name: 'Anxiety' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuenow', '13');
    expect(meter).toHaveAttribute(
      'aria-valuetext',
      'percentile 13, Low; raw score 8 of 32; likely range percentiles 5 to 26 (±1 standard error)',
    );
    expect(screen.getByText('Percentile 13 · Low')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('draws the fill to the printed percentile, whatever the scale’s raw maximum', () => {
    const { container } = renderScales(<FacetScoreBar scale="pen_psychoticism" score={96} />);
    const { percentile } = described('pen_psychoticism', 96);
    expect(container.querySelector('[data-testid="score-row"]')).toHaveAttribute(
      'data-percentile',
      String(percentile),
    );
    expect(screen.getByTestId('percentile-fill')).toHaveStyle({ width: `${percentile}%` });
    expect(screen.getByText(`Percentile ${percentile} · High`)).toBeInTheDocument();
  });

  it('shows the level once and draws the average band at percentiles 31 to 69', () => {
    renderScales(<FacetScoreBar scale="anxiety" score={21} />);
    expect(screen.getAllByText(/High|Average|Low/)).toHaveLength(1);
    expect(screen.getByTestId('average-band')).toHaveStyle({ left: '31%', width: '38%' });
  });

  it('draws the ±1 SEM band in percentiles, not raw points', () => {
    renderScales(<FacetScoreBar scale="anxiety" score={8} />);
    expect(screen.getByTestId('confidence-band')).toHaveStyle({ left: '5%', width: '21%' });
  });

  it('draws a raw profile range at its percentiles, coloured by the score’s position', async () => {
    const { container } = renderScales(
      <FacetScoreBar
        scale="anxiety"
        score={8}
        range={{ min: 8, max: 16 }}
        rangePosition="inside"
      />,
    );
    const range = screen.getByTestId('profile-range');
    expect(range).toHaveStyle({ left: '13%', width: '41%' });
    expect(range).toHaveAttribute('data-position', 'inside');
    expect(screen.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/; profile range percentiles 13 to 54 \(raw 8 to 16\)$/),
    );
    await expectNoAxeViolations(container);
  });

  it('draws a range reaching the scale’s ends to the ends of the track', () => {
    renderScales(<FacetScoreBar scale="anxiety" score={8} range={{ min: 0, max: 32 }} />);
    expect(screen.getByTestId('profile-range')).toHaveStyle({ left: '0%', width: '100%' });
  });

  it('speaks the language it is given, whatever the app language', () => {
    renderScales(<FacetScoreBar scale="depression" score={9} language="es" />);
    expect(screen.getByRole('meter', { name: 'Desánimo' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^percentil 31, .*; puntuación bruta 9 de 32; /),
    );
  });

  it('keeps an out-of-scale score inside the track', () => {
    renderScales(<FacetScoreBar scale="ideas" score={40} />);
    expect(screen.getByTestId('percentile-fill')).toHaveStyle({ width: '99%' });
    const band = screen.getByTestId('confidence-band');
    expect(parseFloat(band.style.width)).toBeGreaterThanOrEqual(0);
  });
});
