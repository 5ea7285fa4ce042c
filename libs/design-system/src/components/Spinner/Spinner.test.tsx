import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar named Loading in the reader’s language', async () => {
    const { container } = renderWithProviders(<Spinner />, 'es');
    const spinner = screen.getByRole('progressbar', { name: 'Cargando' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expectNoAxeViolations(container);
  });

  it('takes a specific label', () => {
    renderWithProviders(<Spinner label="Loading results" />);
    expect(screen.getByRole('progressbar', { name: 'Loading results' })).toBeInTheDocument();
  });
});
