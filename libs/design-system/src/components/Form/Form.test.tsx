import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

describe('Form', () => {
  it('does not submit while a required field is empty and shows the error', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <Form onSubmit={onSubmit}>
        <TextField label="Name" name="name" isRequired errorMessage="Enter your name." />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter your name.',
    );
  });

  it('shows errors from the server next to their field', async () => {
    const { container } = renderWithProviders(
      <Form validationErrors={{ email: 'Already registered.' }}>
        <TextField label="E-mail" name="email" type="email" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Already registered.',
    );
    await expectNoAxeViolations(container);
  });
});
