import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, described and reports what is typed', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <TextField label="Company name" description="As on your invoices" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input).toHaveAccessibleDescription('As on your invoices');
    await userEvent.type(input, 'Acme');
    expect(onChange).toHaveBeenLastCalledWith('Acme');
    await expectNoAxeViolations(container);
  });

  it('marks itself invalid and reads out the error message', async () => {
    const { container } = renderWithProviders(
      <TextField label="E-mail" isInvalid errorMessage="Enter a valid e-mail address." />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await expectNoAxeViolations(container);
  });

  it('takes a day as YYYY-MM-DD under its label and reads out its error', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <TextField
        label="Finished to"
        type="date"
        onChange={onChange}
        isInvalid
        errorMessage="Choose a day on or after the start date."
      />,
    );
    const input = screen.getByLabelText('Finished to');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '2026-11-02' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-02');
    expect(input).toHaveAccessibleDescription('Choose a day on or after the start date.');
    await expectNoAxeViolations(container);
  });
});
