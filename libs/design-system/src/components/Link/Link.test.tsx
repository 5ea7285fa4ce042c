import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Link } from './Link';

describe('Link', () => {
  it('is a link with its href and can be focused with the keyboard', async () => {
    const { container } = renderWithProviders(<Link href="/about">About us</Link>);
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveAttribute('href', '/about');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('calls onPress without navigating when it has no href', async () => {
    const onPress = vi.fn();
    renderWithProviders(<Link onPress={onPress}>Open terms</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Open terms' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
