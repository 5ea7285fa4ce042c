import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { AlertDialog } from './AlertDialog';

function renderConfirmation(onConfirm: () => void | Promise<void>) {
  return renderWithProviders(
    <DialogTrigger>
      <Button variant="critical">Delete group</Button>
      <AlertDialog title="Delete the group Sales?" confirmLabel="Delete" onConfirm={onConfirm}>
        The group and its members list are removed.
      </AlertDialog>
    </DialogTrigger>,
  );
}

describe('AlertDialog', () => {
  it('runs the action only after confirmation, then closes', async () => {
    const onConfirm = vi.fn();
    renderConfirmation(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete the group Sales?' })).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = vi.fn();
    renderConfirmation(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open when the action fails', async () => {
    renderConfirmation(() => Promise.reject(new Error('409')));
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('data-pending'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
