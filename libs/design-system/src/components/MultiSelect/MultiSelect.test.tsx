import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { MultiSelect } from './MultiSelect';

const people = [
  { id: 'erin', label: 'Erin Employee' },
  { id: 'joao', label: 'João Silva' },
  { id: 'mario', label: 'Mario Manager' },
];

function Picker({ onChange }: { onChange: (keys: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <MultiSelect
      label="People"
      options={people}
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        onChange(keys);
      }}
    />
  );
}

describe('MultiSelect', () => {
  it('filters ignoring accents, adds picks as tags and leaves them out of the list', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'People' });
    await userEvent.type(input, 'joao');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'João Silva',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['joao']);
    expect(input).toHaveValue('');
    await userEvent.type(input, 'e');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['joao', 'erin']);
    await userEvent.keyboard('{Escape}');
    const chosen = screen.getByRole('grid', { name: 'People: chosen' });
    expect(chosen).toHaveTextContent('João Silva');
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mario Manager',
    ]);
    await userEvent.keyboard('{Escape}');
    await expectNoAxeViolations();
  });

  it('removes a chosen option with its remove button', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Picker onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'People' }), 'mario');
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mario Manager' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
