import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the heading element of its level', async () => {
    const { container } = renderWithProviders(<Heading level={2}>Results</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
