import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('names what is missing and offers the next step', async () => {
    const onCreate = vi.fn();
    const { container } = renderWithProviders(
      <EmptyState
        title="No groups yet"
        description="Create one to compare a team."
        action={<Button onPress={onCreate}>Create group</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No groups yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(onCreate).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('draws a decorative picture, the default one unless a screen gives its own', () => {
    const { container, rerender } = renderWithProviders(<EmptyState title="No groups yet" />);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
    rerender(<EmptyState title="No groups yet" illustration={<svg data-testid="own" />} />);
    expect(screen.getByTestId('own')).toBeInTheDocument();
  });
});
