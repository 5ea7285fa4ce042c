import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileField } from './FileField';

const meta = {
  title: 'Components/FileField',
  component: FileField,
  args: {
    label: 'People to invite',
    buttonLabel: 'Choose a file',
    description: 'CSV or XLSX, up to 2 MB.',
    acceptedFileTypes: ['.csv', '.xlsx'],
    onSelect: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Choosing one file: a secondary button opens the device picker and the chosen name shows beside it. Say in the description which files fit.',
      },
    },
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = { args: { fileName: 'new-hires-march.csv' } };

export const Disabled: Story = { args: { fileName: 'new-hires-march.csv', isDisabled: true } };
