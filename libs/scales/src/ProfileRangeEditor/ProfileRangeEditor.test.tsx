import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderScales } from '../testing';
import { validateProfileRanges, type ProfileRangeValues } from './profileRangeErrors';
import { ProfileRangeEditor } from './ProfileRangeEditor';

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

describe('ProfileRangeEditor', () => {
  it('has a minimum and a maximum for each of the 38 scales, grouped by domain and PEN', async () => {
    const { container } = renderScales(
      <ProfileRangeEditor value={{}} onChange={() => undefined} />,
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(76);
    const groups = screen.getAllByRole('group').filter((element) => element.tagName === 'FIELDSET');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Neuroticism vs. emotional stability',
      'Extraversion',
      'Openness to experience',
      'Agreeableness',
      'Perseverance and responsibility',
      'PEN scales',
    ]);
    expect(screen.getByRole('textbox', { name: 'Minimum Anxiety' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Maximum Tough-mindedness (PEN P)' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  }, 60_000);

  it('shows the values it is given and reports a change with the whole value', async () => {
    const onChange = vi.fn();
    renderScales(
      <ProfileRangeEditor value={{ min_anxiety: 4, max_anxiety: 16 }} onChange={onChange} />,
    );
    const minimum = screen.getByRole('textbox', { name: 'Minimum Anxiety' });
    expect(minimum).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Maximum Anxiety' })).toHaveValue('16');
    minimum.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ min_anxiety: 5, max_anxiety: 16 });
  });

  it('reports a cleared field as null', async () => {
    const onChange = vi.fn();
    renderScales(
      <ProfileRangeEditor value={{ min_trust: 4, max_trust: 16 }} onChange={onChange} />,
    );
    const maximum = screen.getByRole('textbox', { name: 'Maximum Trust' });
    await userEvent.clear(maximum);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({ min_trust: 4, max_trust: null });
  });

  it('says in words that a minimum needs its maximum, and that it must be the smaller', async () => {
    const { container } = renderScales(
      <ValidatedEditor initial={{ min_anxiety: 4, max_anxiety: 16 }} />,
    );
    const maximum = screen.getByRole('textbox', { name: 'Maximum Anxiety' });
    await userEvent.clear(maximum);
    await userEvent.tab();
    expect(screen.getByText('Enter the maximum too, or clear the minimum.')).toBeInTheDocument();
    expect(maximum).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(maximum, '3');
    await userEvent.tab();
    expect(screen.getByText('The minimum must be less than the maximum.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minimum Anxiety' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText(/min_anxiety/)).toBeNull();
    await expectNoAxeViolations(container);
  }, 60_000);

  it('asks for at least one range when none is set', () => {
    renderScales(<ValidatedEditor />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Give a minimum and a maximum for at least one scale.',
    );
  });

  it('translates server messages about bounds and keeps unknown ones as they are', () => {
    renderScales(
      <ProfileRangeEditor
        value={{ min_extraversion: 10, max_extraversion: 250 }}
        onChange={() => undefined}
        errors={{ max_extraversion: 'max_extraversion must be between 0 and 192' }}
        formError="Profile not found"
      />,
      'es',
    );
    expect(screen.getByText('Escribe un número de 0 a 192.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Profile not found');
    expect(screen.getByRole('textbox', { name: 'Máximo Extraversión' })).toBeInTheDocument();
  });
});
