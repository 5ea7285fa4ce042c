import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { ActionsMenuButton, Menu, MenuItem, MenuTrigger } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction: fn() },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (
  <>
    <MenuItem id="inspect">Inspect</MenuItem>
    <MenuItem id="change-role">Change role</MenuItem>
    <MenuItem id="remove" variant="critical">
      Remove from company
    </MenuItem>
  </>
);

export const Closed: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>{items}</Menu>
    </MenuTrigger>
  ),
};

export const Open: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>{items}</Menu>
    </MenuTrigger>
  ),
};

export const IconTrigger: Story = {
  render: (args) => (
    <MenuTrigger>
      <ActionsMenuButton label="Actions for Ana Ruiz" />
      <Menu {...args} disabledKeys={['change-role']}>
        {items}
      </Menu>
    </MenuTrigger>
  ),
};
