import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws the requested number of lines, hidden from assistive technology', async () => {
    const { container } = renderWithProviders(<Skeleton lines={3} />);
    const group = container.firstElementChild;
    expect(group).toHaveAttribute('aria-hidden', 'true');
    expect(group?.children).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
});
