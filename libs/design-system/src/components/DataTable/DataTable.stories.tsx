import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable } from './DataTable';

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  args: {
    'aria-label': 'Assessments finished by month',
    columns: ['Month', 'Finished'],
    rows: [
      { key: '2026-09', header: 'September 2026', cells: ['12'] },
      { key: '2026-10', header: 'October 2026', cells: ['31'] },
      { key: '2026-11', header: 'November 2026', cells: ['7'] },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'The numbers behind a chart, to be read rather than navigated: a plain table whose columns wrap, so it never widens a phone screen.',
      },
    },
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};

export const HeadingAndIndentedRows: Story = {
  args: {
    'aria-label': 'Scores',
    columns: ['Scale', 'Score', 'Percentile', 'Level'],
    rows: [
      {
        key: 'E',
        header: 'Extraversion',
        cells: ['120 / 192', '62', 'Average'],
        emphasis: 'strong',
      },
      { key: 'E1', header: 'Friendliness', cells: ['24 / 32', '71', 'High'], emphasis: 'indented' },
      {
        key: 'E2',
        header: 'Gregariousness',
        cells: ['15 / 32', '30', 'Low'],
        emphasis: 'indented',
      },
    ],
  },
};
