import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts characters against a maximum of 600 by default', async () => {
    const { container } = renderWithProviders(<TextArea label="Message" />);
    const textArea = screen.getByRole('textbox', { name: 'Message' });
    expect(textArea).toHaveAttribute('maxlength', '600');
    expect(textArea).toHaveAccessibleDescription('0 of 600 characters');
    await userEvent.type(textArea, 'Hello');
    expect(textArea).toHaveAccessibleDescription('5 of 600 characters');
    await expectNoAxeViolations(container);
  });

  it('stops at its maximum length', async () => {
    renderWithProviders(<TextArea label="Note" maxLength={5} />);
    const textArea = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.type(textArea, 'Too long text');
    expect(textArea).toHaveValue('Too l');
    expect(screen.getByText('5 of 5 characters')).toHaveAttribute('data-at-limit', 'true');
  });
});
