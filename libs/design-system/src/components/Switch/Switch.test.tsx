import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on and off by click and keyboard', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Switch onChange={onChange}>Notifications</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    await expectNoAxeViolations(container);
  });
});
