import { currentNorms, describeScore } from '@facet/assessment-domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScales } from '../testing';
import { FacetScoreBar } from './FacetScoreBar';

const described = (scale: 'anxiety' | 'orderliness' | 'pen_psychoticism', raw: number) =>
  describeScore(scale, raw, currentNorms.scales[scale]);

describe('FacetScoreBar', () => {
  it('is a 0..100 percentile meter naming percentile, level, raw score and 90% range', async () => {
    const { container } = renderScales(<FacetScoreBar scale="anxiety" score={8} />);
    const meter = screen.getByRole('meter', { name: 'Anxiety' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuenow', '13');
    expect(meter).toHaveAttribute(
      'aria-valuetext',
      'percentile 13, Likely low to average; raw score 8 of 32; 90% range percentiles 3 to 37 (90% of the time the true score lies in this range)',
    );
    expect(screen.getByText('Percentile 13 · Likely low to average')).toBeInTheDocument();
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

  it('draws the 90% band always by default, or only on hover, and says it in words either way', () => {
    const { unmount } = renderScales(<FacetScoreBar scale="anxiety" score={8} />);
    expect(screen.getByTestId('confidence-band')).toHaveAttribute('data-display', 'shown');
    unmount();
    renderScales(<FacetScoreBar scale="anxiety" score={8} errorBand="onHover" />);
    expect(screen.getByTestId('confidence-band')).toHaveAttribute('data-display', 'onHover');
    expect(screen.getByRole('meter', { name: 'Anxiety' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining('90% range percentiles 3 to 37'),
    );
  });

  it('names the level alone when the 90% band stays within it', () => {
    renderScales(<FacetScoreBar scale="orderliness" score={32} />);
    expect(described('orderliness', 32).band.crossing).toBeNull();
    expect(screen.getByText('Percentile 98 · High')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Percentile 76 · Likely average to high'],
    ['es', 'Percentil 76 · Probablemente entre medio y alto'],
    ['pt', 'Percentil 76 · Provavelmente entre médio e alto'],
  ] as const)('names both levels when the 90%% band crosses a cut-off (%s)', (language, shown) => {
    renderScales(<FacetScoreBar scale="anxiety" score={20} language={language} />);
    expect(described('anxiety', 20).band.crossing).toBe('average_to_high');
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('shows the level once and draws the average band at percentiles 31 to 69', () => {
    renderScales(<FacetScoreBar scale="anxiety" score={21} />);
    expect(screen.getAllByText(/High|Average|Low|Likely/)).toHaveLength(1);
    expect(screen.getByTestId('average-band')).toHaveStyle({ left: '31%', width: '38%' });
  });

  it('draws the 90% band in percentiles, not raw points', () => {
    renderScales(<FacetScoreBar scale="anxiety" score={8} />);
    expect(screen.getByTestId('confidence-band')).toHaveStyle({ left: '3%', width: '34%' });
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
