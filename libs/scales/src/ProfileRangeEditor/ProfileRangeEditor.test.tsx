import { rangeEndOfPercentile, rangeOfLevelSpan } from '@facet/reports-domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScales } from '../testing';
import { ProfileRangeEditor } from './ProfileRangeEditor';
import {
  profileRangeFieldId,
  validateProfileRanges,
  type ProfileRangeValues,
} from './profileRangeErrors';

/** The editor as a form would hold it: state, validation on every change. */
function ValidatedEditor({ initial = {} }: { initial?: ProfileRangeValues }) {
  const [value, setValue] = useState<ProfileRangeValues>(initial);
  const { fieldErrors, formError } = validateProfileRanges(value);
  return (
    <ProfileRangeEditor
      value={value}
      onChange={setValue}
      errors={fieldErrors}
      formError={formError}
    />
  );
}

const average = rangeOfLevelSpan('anxiety', 'average');

/** Opens the folded facets of a domain (D71). */
const openFacetsOf = (domain: string) =>
  userEvent.click(screen.getByRole('button', { name: new RegExp(`facets of ${domain}$`) }));

describe('ProfileRangeEditor', () => {
  it('offers a plain-language choice on each of the 38 scales, grouped by domain and PEN', async () => {
    const { container } = renderScales(
      <ProfileRangeEditor value={{}} onChange={() => undefined} />,
    );
    const groups = screen.getAllByRole('group').filter((element) => element.tagName === 'FIELDSET');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Neuroticism vs. emotional stability',
      'Extraversion',
      'Openness to experience',
      'Agreeableness',
      'Perseverance and responsibility',
      'PEN scales',
    ]);
    // The five domains and the three PEN scales first; each domain's facets fold under it (D71).
    expect(screen.getAllByRole('button', { name: /Wanted range/ })).toHaveLength(8);
    for (const domain of [
      'Neuroticism vs. emotional stability',
      'Extraversion',
      'Openness to experience',
      'Agreeableness',
      'Perseverance and responsibility',
    ]) {
      const toggle = screen.getByRole('button', { name: `The 6 facets of ${domain}` });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
    }
    expect(screen.getAllByRole('button', { name: /Wanted range/ })).toHaveLength(38);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    await expectNoAxeViolations(container);
  }, 60_000);

  it('stores a chosen level as the raw points of that level', async () => {
    const onChange = vi.fn();
    renderScales(<ProfileRangeEditor value={{}} onChange={onChange} />);
    await openFacetsOf('Neuroticism vs. emotional stability');
    await userEvent.click(screen.getByRole('button', { name: /Wanted range Anxiety/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Average' }));
    expect(onChange).toHaveBeenLastCalledWith({
      min_anxiety: average.min,
      max_anxiety: average.max,
    });
  });

  it('reads a stored level back in words, with its percentiles and points shown small', () => {
    renderScales(
      <ProfileRangeEditor
        value={{ min_anxiety: average.min, max_anxiety: average.max }}
        onChange={() => undefined}
      />,
    );
    const row = screen.getByRole('group', { name: 'Anxiety' });
    expect(within(row).getByRole('button', { name: /Average/ })).toBeInTheDocument();
    expect(
      within(row).getByText(`${average.min}–${average.max} of 32 points`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('turns chosen percentiles into raw points with the shared conversion', async () => {
    const onChange = vi.fn();
    renderScales(<ProfileRangeEditor value={{}} onChange={onChange} />);
    await openFacetsOf('Neuroticism vs. emotional stability');
    await userEvent.click(screen.getByRole('button', { name: /Wanted range Anxiety/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Percentiles of my choice' }));
    const from = screen.getByRole('textbox', { name: 'From percentile Anxiety' });
    await userEvent.type(from, '30');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({
      min_anxiety: rangeEndOfPercentile('anxiety', 30),
    });
    expect(from).toHaveAttribute('id', profileRangeFieldId('profile-range', 'min_anxiety'));
  });

  it('says in words that a band needs both ends, the lower one first', async () => {
    const { container } = renderScales(
      <ValidatedEditor initial={{ min_anxiety: 4, max_anxiety: 16 }} />,
    );
    const to = screen.getByRole('textbox', { name: 'To percentile Anxiety' });
    await userEvent.clear(to);
    await userEvent.tab();
    expect(
      screen.getByText('Enter the “to” percentile too, or clear the “from” percentile.'),
    ).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(to, '1');
    await userEvent.tab();
    expect(
      screen.getByText(/The “from” percentile must be below the “to” percentile/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/min_anxiety/)).toBeNull();
    await expectNoAxeViolations(container);
  }, 60_000);

  it('opens the facets of a domain that has one set, and keeps a facet with an error in view', async () => {
    renderScales(<ValidatedEditor initial={{ min_anxiety: 4, max_anxiety: 16 }} />);
    expect(
      screen.getByRole('button', {
        name: 'Hide the facets of Neuroticism vs. emotional stability',
      }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'The 6 facets of Extraversion' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const to = screen.getByRole('textbox', { name: 'To percentile Anxiety' });
    await userEvent.clear(to);
    await userEvent.tab();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Hide the facets of Neuroticism vs. emotional stability',
      }),
    );
    // The half-filled band stays in view: the error summary must be able to reach it.
    expect(screen.getByRole('textbox', { name: 'To percentile Anxiety' })).toBeVisible();
  });

  it('asks for at least one range when none is set', () => {
    renderScales(<ValidatedEditor />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Give a minimum and a maximum for at least one scale.',
    );
  });

  it('in view mode shows only the scales with a range, and all on request', async () => {
    renderScales(
      <ProfileRangeEditor
        mode="view"
        value={{ min_anxiety: average.min, max_anxiety: average.max }}
      />,
      'es',
    );
    expect(
      screen.getAllByRole('group').filter((element) => element.tagName === 'DIV'),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Rango deseado/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar las 38 escalas' }));
    expect(
      screen.getAllByRole('group').filter((element) => element.tagName === 'DIV'),
    ).toHaveLength(38);
    expect(screen.getAllByText('Sin definir')).toHaveLength(37);
  });

  it('marks a domain as not counted in the fit once one of its facets is set, and unmarks it', async () => {
    const domainAverage = rangeOfLevelSpan('extraversion', 'average');
    const { container } = renderScales(
      <ValidatedEditor
        initial={{ min_extraversion: domainAverage.min, max_extraversion: domainAverage.max }}
      />,
    );
    // The domain's row, not the fieldset of its group, which has the same name.
    const extraversion = () =>
      screen
        .getAllByRole('group', { name: 'Extraversion' })
        .find((element) => element.tagName === 'DIV')!;
    expect(extraversion()).not.toHaveTextContent('Not counted in fit');

    await openFacetsOf('Extraversion');
    await userEvent.click(screen.getByRole('button', { name: /Wanted range Assertiveness/ }));
    await userEvent.click(screen.getByRole('option', { name: 'High' }));
    expect(extraversion()).toHaveTextContent('Not counted in fit: its facets are set');
    expect(extraversion()).toHaveAccessibleDescription(
      /^Not counted in fit: its facets are set.*the facets set here \(Assertiveness\)/,
    );
    expect(screen.getByRole('group', { name: 'Assertiveness' })).not.toHaveTextContent(
      'Not counted in fit',
    );
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: /Wanted range Assertiveness/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Any (not set)' }));
    expect(extraversion()).not.toHaveTextContent('Not counted in fit');
  }, 60_000);

  it('marks PEN P when the profile sets facets it is computed from, in Portuguese and Spanish', () => {
    const value = {
      min_trust: 10,
      max_trust: 30,
      min_pen_psychoticism: 0,
      max_pen_psychoticism: 100,
    };
    const { unmount } = renderScales(<ProfileRangeEditor mode="view" value={value} />, 'pt');
    expect(screen.getByRole('group', { name: 'Dureza de caráter (PEN P)' })).toHaveTextContent(
      'Não conta no ajuste: compartilha respostas com escalas que contam',
    );
    unmount();
    renderScales(<ProfileRangeEditor mode="view" value={value} />, 'es');
    expect(screen.getByRole('group', { name: 'Dureza de carácter (PEN P)' })).toHaveTextContent(
      'El perfil ya cuenta parte de esas respuestas en: Confianza.',
    );
  });
});
