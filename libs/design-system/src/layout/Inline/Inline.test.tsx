import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline';

describe('Inline', () => {
  it('renders its children in a navigation element when asked', () => {
    render(
      <Inline as="nav" space="small">
        <a href="/about">About</a>
        <a href="/legal">Legal</a>
      </Inline>,
    );
    expect(screen.getByRole('navigation')).toContainElement(
      screen.getByRole('link', { name: 'Legal' }),
    );
  });
});
