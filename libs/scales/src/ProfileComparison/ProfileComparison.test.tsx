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
    expect(screen.getByText('70% fit')).toBeInTheDocument();
    expect(
      screen.getByText('3 of 5 scales inside the profile range, 1 borderline (counted as half)'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
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
    const anxiety = items.find((item) => within(item).queryByRole('meter', { name: 'Anxiety' }));
    expect(anxiety).toHaveTextContent('Above');
    expect(anxiety).toHaveTextContent(
      /Percentile \d+ is above the profile range \(percentiles \d+–\d+\): the raw score 21 is 5 points over its maximum of 16\./,
    );
    expect(within(anxiety as HTMLElement).getByTestId('profile-range')).toHaveAttribute(
      'data-position',
      'above',
    );
    const deliberation = items.find((item) =>
      within(item).queryByRole('meter', { name: 'Deliberation' }),
    );
    expect(deliberation).toHaveTextContent('Borderline');
    expect(deliberation).toHaveTextContent(
      /Percentile \d+ is just outside the profile range \(percentiles \d+–\d+\), within its margin of error/,
    );
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
      'Not counted in the fit again: this PEN scale is a copy of its domain',
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
    expect(screen.getByText('70% de ajuste')).toBeInTheDocument();
    expect(screen.getAllByText('Dentro')).toHaveLength(3);
  });
});
