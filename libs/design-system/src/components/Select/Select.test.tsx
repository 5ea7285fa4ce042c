import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Select } from './Select';

const options = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

describe('Select', () => {
  it('opens its options and selects the one pressed', async () => {
    const onSelectionChange = vi.fn();
    renderWithProviders(
      <Select label="Licence" options={options} onSelectionChange={onSelectionChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Licence/ });
    expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('option', { name: 'No' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('no');
    expect(trigger).toHaveTextContent('No');
  });

  it('opens with the keyboard and moves between options with the arrow keys', async () => {
    renderWithProviders(<Select label="Licence" options={options} />);
    screen.getByRole('button', { name: /Licence/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'No' })).toHaveFocus();
  });

  it('has no axe violations when closed and invalid', async () => {
    const { container } = renderWithProviders(
      <Select label="Licence" options={options} isInvalid errorMessage="Choose a licence state." />,
    );
    expect(screen.getByText('Choose a licence state.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
