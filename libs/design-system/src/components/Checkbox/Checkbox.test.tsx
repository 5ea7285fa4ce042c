import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click and by the space key', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <Checkbox onChange={onChange}>Stay logged in</Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Stay logged in' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    await expectNoAxeViolations(container);
  });

  it('cannot be changed when disabled', async () => {
    renderWithProviders(<Checkbox isDisabled>Notify me</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Notify me' });
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeDisabled();
  });
});
