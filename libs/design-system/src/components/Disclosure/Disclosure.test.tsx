import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('shows the hidden part on "See more" and hides it on "See less"', async () => {
    const { container } = renderWithProviders(
      <Disclosure preview={<p>Summary</p>}>
        <p>Detail</p>
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'See more' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Detail')).not.toBeVisible();
    await userEvent.click(trigger);
    expect(screen.getByText('Detail')).toBeVisible();
    expect(screen.getByRole('button', { name: 'See less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'See more' })).toBeInTheDocument();
  });
});
