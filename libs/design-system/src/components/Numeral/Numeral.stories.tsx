import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../../layout/Stack/Stack';
import { Numeral, numeralSizes } from './Numeral';

const meta = {
  title: 'Foundations/Numeral',
  component: Numeral,
  args: { children: '1,284' },
  argTypes: { size: { control: 'inline-radio', options: numeralSizes } },
} satisfies Meta<typeof Numeral>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};
export const Kpi: Story = { args: { size: 'kpi', children: '14' } };
export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {numeralSizes.map((size) => (
        <div key={size}>
          <Numeral {...args} size={size} />
        </div>
      ))}
    </Stack>
  ),
};
