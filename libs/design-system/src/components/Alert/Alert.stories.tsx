import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../../layout/Stack/Stack';
import { Alert, alertLayouts, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    layout: 'inline',
    children: 'Your answers are saved each time you go to the next page.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
    layout: { control: 'inline-radio', options: alertLayouts },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Positive: Story = {
  args: { tone: 'positive', title: 'Invitation sent', children: 'We e-mailed ana@acme.example.' },
};
export const Caution: Story = {
  args: { tone: 'caution', children: 'Only 2 licences left for Acme Ltd.' },
};
export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Could not save',
    children: 'The server did not answer. Your changes are still here.',
  },
};
export const WithActionsAndDismiss: Story = {
  args: {
    tone: 'caution',
    children: 'You have an assessment in progress.',
    actions: <Button size="small">Resume</Button>,
    onDismiss: fn(),
  },
};
export const Banner: Story = { args: { layout: 'banner', tone: 'info' } };
export const AllTones: Story = {
  render: (args) => (
    <Stack space="medium">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone}>
          A {tone} message.
        </Alert>
      ))}
    </Stack>
  ),
};
