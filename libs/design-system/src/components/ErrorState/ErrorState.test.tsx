import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the failure and retries on request', async () => {
    const onRetry = vi.fn();
    const { container } = renderWithProviders(
      <ErrorState message="The server did not answer." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish', () => {
    renderWithProviders(<ErrorState onRetry={vi.fn()} />, 'es');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
