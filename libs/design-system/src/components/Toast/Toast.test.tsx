import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import {
  ToastRegion,
  showToast,
  toastNavigationGrace,
  toastQueue,
  type ToastMessage,
} from './Toast';

afterEach(() => {
  act(() => toastQueue.clear());
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('shows a queued toast in a labelled region and lets the user dismiss it', async () => {
    const queue = new ToastQueue<ToastMessage>();
    renderWithProviders(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: 'Invitation sent', description: 'ana@acme.example', tone: 'positive' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Invitation sent');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Invitation sent')).not.toBeInTheDocument();
  });

  it('announces a critical toast as an alert and never as a dialog', () => {
    const queue = new ToastQueue<ToastMessage>();
    renderWithProviders(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: 'Could not save', tone: 'critical' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('replaces the toast on screen with the newest one', () => {
    renderWithProviders(<ToastRegion />);
    act(() => {
      showToast({ title: 'Member added' });
      showToast({ title: 'Member removed' });
    });
    expect(screen.queryByText('Member added')).not.toBeInTheDocument();
    expect(screen.getAllByText('Member removed')).toHaveLength(1);
  });

  it('clears an older toast when the page changes but keeps the one that led there', () => {
    vi.useFakeTimers({ now: 0 });
    const view = renderWithProviders(<ToastRegion page="/groups" />);
    act(() => {
      showToast({ title: 'Group renamed' });
    });
    act(() => {
      vi.setSystemTime(toastNavigationGrace + 1);
    });
    view.rerender(<ToastRegion page="/profiles" />);
    expect(screen.queryByText('Group renamed')).not.toBeInTheDocument();

    act(() => {
      showToast({ title: 'Profile saved' });
    });
    view.rerender(<ToastRegion page="/profiles/7" />);
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
  });
});
