import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'panel', label: 'Company panel', href: '/company-panel' },
      { id: 'groups', label: 'Groups', href: '/company-panel?tab=groups' },
      { id: 'sales', label: 'Sales' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {};
export const TwoLevels: Story = {
  args: {
    items: [
      { id: 'panel', label: 'Company panel', href: '/company-panel' },
      { id: 'employee', label: 'ana@acme.example' },
    ],
  },
};
