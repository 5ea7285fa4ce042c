import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Alert, Banner } from './Alert';

describe('Alert', () => {
  it('interrupts with role alert only when critical', async () => {
    const { container } = renderWithProviders(
      <>
        <Alert tone="critical" title="Could not save">
          Try again.
        </Alert>
        <Alert tone="positive">Saved.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    await expectNoAxeViolations(container);
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    const { container } = renderWithProviders(<Banner onDismiss={onDismiss}>New terms.</Banner>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
