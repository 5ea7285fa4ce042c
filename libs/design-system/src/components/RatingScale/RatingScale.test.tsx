import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { RatingScale } from './RatingScale';

const options = [
  { value: 'low', label: 'Strongly disagree' },
  { value: 'middle', label: 'Neither agree nor disagree' },
  { value: 'high', label: 'Strongly agree' },
];

describe('RatingScale', () => {
  it('is a radio group named by its statement whose options keep their own names', async () => {
    const onChange = vi.fn();
    const inputs: (HTMLInputElement | null)[] = [];
    const { container } = renderWithProviders(
      <RatingScale
        label="Trust others"
        options={options}
        startLabel="Disagree"
        endLabel="Agree"
        onChange={onChange}
        optionInputRef={(index, input) => {
          inputs[index] = input;
        }}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Trust others' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Strongly disagree' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Neither agree nor disagree' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['low'], ['middle']]);
    expect(inputs.map((input) => input?.value)).toEqual(['low', 'middle', 'high']);
    await expectNoAxeViolations(container);
  });

  it('shows the error while invalid', () => {
    renderWithProviders(
      <RatingScale
        label="Trust others"
        options={options}
        startLabel="Disagree"
        endLabel="Agree"
        isInvalid
        errorMessage="Not answered yet"
      />,
    );
    expect(screen.getByText('Not answered yet')).toBeInTheDocument();
  });
});
