import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';

describe('Container', () => {
  it('can be the main landmark of a page', () => {
    render(
      <Container as="main" width="small">
        Login form
      </Container>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Login form');
  });
});
