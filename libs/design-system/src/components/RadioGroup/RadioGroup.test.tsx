import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Radio, RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('selects by click and moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <RadioGroup label="Theme" onChange={onChange}>
        <Radio value="light">Light</Radio>
        <Radio value="dark">Dark</Radio>
        <Radio value="system">System</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['light'], ['dark']]);
    await expectNoAxeViolations(container);
  });
});
