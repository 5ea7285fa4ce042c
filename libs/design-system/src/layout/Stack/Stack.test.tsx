import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('keeps list semantics when rendered as a list', () => {
    render(
      <Stack as="ul" space={{ mobile: 'small', desktop: 'large' }}>
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
