import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const people = [
  { id: 'alicia@acme.example', label: 'Alicia Owner (alicia@acme.example)' },
  { id: 'erin@acme.example', label: 'Erin Employee (erin@acme.example)' },
  { id: 'joao@acme.example', label: 'João Silva (joao@acme.example)' },
  { id: 'mario@acme.example', label: 'Mario Manager (mario@acme.example)' },
  { id: 'carla@acme.example', label: 'Carla Candidate (carla@acme.example)' },
];

function Controlled(props: Omit<MultiSelectProps, 'onSelectionChange'>) {
  const [selected, setSelected] = useState<string[]>([...props.selectedKeys]);
  return <MultiSelect {...props} selectedKeys={selected} onSelectionChange={setSelected} />;
}

const meta = {
  title: 'Components/MultiSelect',
  component: Controlled,
  args: { label: 'People to add', options: people, selectedKeys: [] },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: 'Type a name or e-mail' } };
export const WithChosen: Story = {
  args: { selectedKeys: ['erin@acme.example', 'joao@acme.example'] },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one person.' },
};
export const Disabled: Story = {
  args: { isDisabled: true, selectedKeys: ['erin@acme.example'] },
};
