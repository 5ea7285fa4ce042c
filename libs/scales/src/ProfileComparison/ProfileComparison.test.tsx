import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScales, sampleRanges, sampleScores } from '../testing';
import { ProfileComparison } from './ProfileComparison';

describe('ProfileComparison', () => {
  it('gives the fit percentage over the scales the profile sets', async () => {
    const { container } = renderScales(
      <ProfileComparison scores={sampleScores} ranges={sampleRanges} profileName="Sales lead" />,
    );
    expect(screen.getByRole('region', { name: 'Fit with “Sales lead”' })).toBeInTheDocument();
    // Extraversion is shown but not counted: assertiveness, one of its facets, is set.
    expect(screen.getByText('75% fit')).toBeInTheDocument();
    expect(
      screen.getByText('2 of 4 scales inside the profile range, 2 borderline (counted as half)'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('under a page’s own headline: its title, no percentage, outside first, lines on hover', () => {
    renderScales(
      <ProfileComparison
        scores={sampleScores}
        ranges={sampleRanges}
        profileName="Sales lead"
        title="Scale by scale"
        showFitSummary={false}
        outsideFirst
        errorBand="onHover"
      />,
    );
    const region = screen.getByRole('region', { name: 'Scale by scale' });
    expect(within(region).queryByText(/% fit$/)).toBeNull();
    const positions = within(region)
      .getAllByTestId('profile-range')
      .map((range) => range.getAttribute('data-position'));
    const rank = (position: string | null) =>
      position === 'inside' ? 2 : position === 'borderline' ? 1 : 0;
    expect(positions.map(rank)).toEqual([...positions.map(rank)].sort());
    expect(positions).toContain('inside');
    for (const line of within(region).getAllByTestId('confidence-band')) {
      expect(line).toHaveAttribute('data-display', 'onHover');
    }
  });

  it('shows each set scale with a badge and a sentence, in catalogue order', () => {
    renderScales(
      <ProfileComparison scores={sampleScores} ranges={sampleRanges} showLegend={false} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('meter').getAttribute('aria-labelledby')),
    ).toHaveLength(5);
    expect(
      within(items[0] as HTMLElement).getByRole('meter', { name: 'Extraversion' }),
    ).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Inside');
    expect(items[0]).toHaveTextContent(
      /Percentile 72 is inside the profile range \(percentiles \d+–\d+\)\./,
    );
    // Anxiety 21 is over the range's maximum of 16, but its 90% band reaches down to it.
    const anxiety = items.find((item) => within(item).queryByRole('meter', { name: 'Anxiety' }));
    expect(anxiety).toHaveTextContent('Borderline');
    expect(within(anxiety as HTMLElement).getByTestId('profile-range')).toHaveAttribute(
      'data-position',
      'borderline',
    );
    const deliberation = items.find((item) =>
      within(item).queryByRole('meter', { name: 'Deliberation' }),
    );
    expect(deliberation).toHaveTextContent('Borderline');
    expect(deliberation).toHaveTextContent(
      /Percentile \d+ is just outside the profile range \(percentiles \d+–\d+\), but its 90% range reaches it \(90% of the time the true score lies in that range\)\./,
    );
  });

  it('says how far above the range a score is when its 90% band does not reach it', () => {
    renderScales(
      <ProfileComparison
        scores={sampleScores}
        ranges={{ anxiety: { min: 4, max: 12 } }}
        showLegend={false}
      />,
    );
    const [anxiety] = screen.getAllByRole('listitem');
    expect(anxiety).toHaveTextContent('Above');
    expect(anxiety).toHaveTextContent(
      /Percentile \d+ is above the profile range \(percentiles \d+–\d+\): the raw score 21 is 9 points over its maximum of 12\./,
    );
  });

  it('marks a domain whose facets are set as not counted, and says which facets count', () => {
    renderScales(
      <ProfileComparison scores={sampleScores} ranges={sampleRanges} showLegend={false} />,
    );
    const [extraversion, ...others] = screen.getAllByRole('listitem');
    expect(extraversion).toHaveTextContent('Inside');
    expect(extraversion).toHaveTextContent('Not counted in fit: its facets are set');
    expect(extraversion).toHaveTextContent(
      'the facets set here (Assertiveness) already count those answers in more detail',
    );
    for (const item of others) expect(item).not.toHaveTextContent('Not counted in fit');
  });

  it('counts PEN E once when the profile also sets extraversion, and says so', () => {
    renderScales(
      <ProfileComparison
        scores={sampleScores}
        ranges={{
          extraversion: { min: 110, max: 150 },
          pen_extraversion: { min: 110, max: 150 },
        }}
        showLegend={false}
      />,
    );
    expect(
      screen.getByText('1 of 1 scales inside the profile range, 0 borderline (counted as half)'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(
      'Not counted in fit: its domain is set',
    );
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(
      'This PEN scale is a copy of Extraversion, which the profile also sets',
    );
  });

  it('counts both ends of a range as inside', () => {
    renderScales(
      <ProfileComparison
        scores={sampleScores}
        ranges={{ orderliness: { min: 16, max: 30 } }}
        showLegend={false}
      />,
    );
    expect(screen.getByText('100% fit')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Inside');
  });

  it('explains the bars and the range frame once, above the scales', () => {
    renderScales(<ProfileComparison scores={sampleScores} ranges={sampleRanges} />);
    const legend = screen.getByRole('list', { name: 'How to read the bars' });
    expect(legend).toHaveTextContent('Frame: the profile’s range');
    expect(legend).toHaveTextContent('Hatched band: the average range (percentiles 31–69)');
  });

  it('says no ranges are set rather than showing 0%', async () => {
    const { container } = renderScales(<ProfileComparison scores={sampleScores} ranges={{}} />);
    expect(screen.getByText(/^No ranges set/)).toBeInTheDocument();
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('speaks Portuguese', () => {
    renderScales(<ProfileComparison scores={sampleScores} ranges={sampleRanges} />, 'pt');
    expect(screen.getByText('75% de ajuste')).toBeInTheDocument();
    expect(screen.getAllByText('Dentro')).toHaveLength(3);
    expect(
      screen.getByText('Não conta no ajuste: suas facetas estão definidas'),
    ).toBeInTheDocument();
  });

  it('speaks Spanish, P left out beside the facets it is computed from', () => {
    renderScales(
      <ProfileComparison
        scores={sampleScores}
        ranges={{ trust: { min: 10, max: 32 }, pen_psychoticism: { min: 0, max: 100 } }}
      />,
      'es',
    );
    expect(
      screen.getByText('No cuenta en el ajuste: comparte respuestas con escalas que sí cuentan'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/El perfil ya cuenta parte de esas respuestas en: Confianza\./),
    ).toBeInTheDocument();
  });
});
