import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Logo } from './Logo';

describe('Logo', () => {
  it('shows a company image named by the company', async () => {
    const { container } = renderWithProviders(<Logo src="/logo.png" name="Acme Ltd" />);
    expect(screen.getByRole('img', { name: 'Acme Ltd' })).toHaveAttribute('src', '/logo.png');
    await expectNoAxeViolations(container);
  });

  it('falls back to the product wordmark and can link home', async () => {
    const { container } = renderWithProviders(<Logo href="/" />);
    expect(screen.getByRole('link', { name: 'Facet' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });
});
