import { currentNorms } from '@facet/assessment-domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScales } from '../testing';
import { FacetScoreBar } from './FacetScoreBar';

describe('FacetScoreBar', () => {
  it('shows a facet score out of 32 as a meter named after the facet', async () => {
    const { container } = renderScales(<FacetScoreBar scale="anxiety" score={21} />);
    const meter = screen.getByRole('meter', { name: 'Anxiety' });
    expect(meter).toHaveAttribute('aria-valuenow', '21');
    expect(meter).toHaveAttribute('aria-valuemax', '32');
    expect(meter).toHaveAttribute(
      'aria-valuetext',
      '21 of 32; likely range 17.8 to 24.2 (±1 standard error)',
    );
    expect(screen.getByText('21 / 32')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('scales a domain or PEN score to 192', () => {
    renderScales(<FacetScoreBar scale="pen_psychoticism" score={96} />);
    const meter = screen.getByRole('meter', { name: 'Tough-mindedness (PEN P)' });
    expect(meter).toHaveAttribute('aria-valuemax', '192');
    expect(meter.lastElementChild).toHaveStyle({ width: '50%' });
  });

  it('names the level in words when the norm bands are shown', async () => {
    const { container } = renderScales(<FacetScoreBar scale="anxiety" score={21} showNormBands />);
    expect(screen.getByRole('meter', { name: 'Anxiety' })).toHaveAttribute(
      'aria-valuetext',
      '21 of 32; level: High; likely range 17.8 to 24.2 (±1 standard error)',
    );
    expect(container.querySelectorAll('[data-band]')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('draws the profile range and says it in the value text', async () => {
    const { container } = renderScales(
      <FacetScoreBar scale="anxiety" score={8} range={{ min: 8, max: 16 }} />,
    );
    expect(screen.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '8 of 32; likely range 4.8 to 11.2 (±1 standard error); profile range 8 to 16',
    );
    expect(screen.getByTestId('profile-range')).toHaveStyle({ left: '25%', width: '25%' });
    await expectNoAxeViolations(container);
  });

  it('speaks the language it is given, whatever the app language', () => {
    renderScales(<FacetScoreBar scale="depression" score={9} showNormBands language="es" />);
    expect(screen.getByRole('meter', { name: 'Desánimo' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^9 de 32; nivel: /),
    );
  });

  it('draws the ±1 SEM band around the score with the norms it is given', () => {
    const norms = {
      ...currentNorms,
      scales: { ...currentNorms.scales, anxiety: { mean: 16, sd: 6 } },
    };
    renderScales(<FacetScoreBar scale="anxiety" score={16} norms={norms} />);
    // SEM = 6 × sqrt(1 − .762) = 2.93 raw points: 13.07..18.93 of 32.
    const band = screen.getByTestId('confidence-band');
    expect(parseFloat(band.style.left)).toBeCloseTo((13.07 / 32) * 100, 1);
    expect(parseFloat(band.style.width)).toBeCloseTo((5.85 / 32) * 100, 1);
    expect(screen.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '16 of 32; likely range 13.1 to 18.9 (±1 standard error)',
    );
  });

  it('keeps an out-of-scale score inside the bar', () => {
    renderScales(<FacetScoreBar scale="ideas" score={40} />);
    expect(screen.getByRole('meter').querySelector(':scope > div:last-child')).toHaveStyle({
      width: '100%',
    });
  });
});
