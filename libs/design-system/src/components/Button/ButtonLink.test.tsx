import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link drawn as a button of the chosen variant and size', async () => {
    const { container } = renderWithProviders(
      <ButtonLink href="/contact" size="large">
        Ask for a demo
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Ask for a demo' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('data-variant', 'primary');
    expect(link).toHaveAttribute('data-size', 'large');
    await expectNoAxeViolations(container);
  });
});
