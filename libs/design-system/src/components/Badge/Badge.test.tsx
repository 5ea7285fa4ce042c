import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it('shows the label it is given in the tone it is given', () => {
    renderWithProviders(<Badge tone="positive">Accepted</Badge>);
    expect(screen.getByText('Accepted')).toHaveAttribute('data-tone', 'positive');
  });

  it('is neutral unless told otherwise', () => {
    renderWithProviders(<Badge>Expired</Badge>);
    expect(screen.getByText('Expired')).toHaveAttribute('data-tone', 'neutral');
  });

  it('renders every tone without axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </>,
    );
    expect(container.querySelectorAll('[data-tone]')).toHaveLength(badgeTones.length);
    await expectNoAxeViolations(container);
  });
});
