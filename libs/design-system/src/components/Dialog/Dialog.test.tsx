import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';

function renderDialogWithTrigger() {
  return renderWithProviders(
    <DialogTrigger>
      <Button>Edit group</Button>
      <Dialog title="Edit group">{(close) => <Button onPress={close}>Done</Button>}</Dialog>
    </DialogTrigger>,
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with Escape', async () => {
    renderDialogWithTrigger();
    const trigger = screen.getByRole('button', { name: 'Edit group' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Edit group' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from the close button and from a button given close', async () => {
    renderDialogWithTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Edit group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
