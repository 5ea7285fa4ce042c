import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { ActionsMenuButton, Menu, MenuItem, MenuTrigger } from './Menu';

describe('Menu', () => {
  it('opens from its trigger and runs the chosen action with the keyboard', async () => {
    const onAction = vi.fn();
    renderWithProviders(
      <MenuTrigger>
        <ActionsMenuButton />
        <Menu onAction={onAction}>
          <MenuItem id="inspect">Inspect</MenuItem>
          <MenuItem id="remove" variant="critical">
            Remove
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'More actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await expectNoAxeViolations();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Inspect' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('remove');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
