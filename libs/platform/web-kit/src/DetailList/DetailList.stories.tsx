import { Badge } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailList } from './DetailList';

const meta = {
  title: 'Web kit/DetailList',
  component: DetailList,
  args: {
    rows: [
      ['Name', 'Ana Souza'],
      ['E-mail', 'ana@example.com'],
      ['Status', <Badge key="status">Pending</Badge>],
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fields: Story = {};
