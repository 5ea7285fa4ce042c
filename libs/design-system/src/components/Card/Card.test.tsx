import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Card } from './Card';

describe('Card', () => {
  it('titles its content with a heading of the chosen level', async () => {
    const { container } = renderWithProviders(
      <Card title="Company" titleLevel={2} as="section">
        Acme Ltd
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Company' })).toBeInTheDocument();
    expect(screen.getByText('Acme Ltd')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
