import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with its buttons and the arrow keys, within its limits', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <NumberField
        label="Facet minimum"
        minValue={0}
        maxValue={32}
        defaultValue={31}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Facet minimum' });
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(input).toHaveValue('32');
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(input).toHaveValue('32');
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveValue('31');
    expect(onChange).toHaveBeenLastCalledWith(31);
    await expectNoAxeViolations(container);
  });
});
