import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the user asks to show it, and hides it again', async () => {
    const { container } = renderWithProviders(
      <PasswordField label="Password" defaultValue="s3cret!" />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(container);
  });

  it('labels the toggle in the reader’s language', () => {
    renderWithProviders(<PasswordField label="Contraseña" />, 'es');
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  });
});
