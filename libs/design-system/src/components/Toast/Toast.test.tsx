import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { ToastRegion, type ToastMessage } from './Toast';

describe('ToastRegion', () => {
  it('shows queued toasts in a labelled region and lets the user dismiss them', async () => {
    const queue = new ToastQueue<ToastMessage>();
    renderWithProviders(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: 'Invitation sent', description: 'ana@acme.example', tone: 'positive' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Invitation sent')).toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Invitation sent')).not.toBeInTheDocument();
  });
});
