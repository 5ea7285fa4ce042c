import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { ComboBox } from './ComboBox';

const prefixes = [
  { id: 'ES', label: '+34 Spain', textValue: '+34 Spain' },
  { id: 'PT', label: '+351 Portugal', textValue: '+351 Portugal' },
  { id: 'BR', label: '+55 Brazil', textValue: '+55 Brazil' },
];

describe('ComboBox', () => {
  it('filters the options by what is typed and selects one', async () => {
    const onSelectionChange = vi.fn();
    renderWithProviders(
      <ComboBox label="Phone prefix" options={prefixes} onSelectionChange={onSelectionChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'Phone prefix' });
    await userEvent.type(input, 'port');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '+351 Portugal',
    ]);
    await expectNoAxeViolations();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('PT');
    expect(input).toHaveValue('+351 Portugal');
  });
});
