import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogActions, DialogTrigger, dialogSizes } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: 'Create group', size: 'standard', children: null },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Create group</Button>
      <Dialog {...args}>
        {(close) => (
          <Form>
            <TextField label="Group name" name="name" isRequired />
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button type="submit">Create</Button>
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </DialogTrigger>
  ),
};

export const Open: Story = {
  args: {
    isOpen: true,
    title: 'About this report',
    children: (
      <Text>
        Scores compare your answers with a large international sample; they describe preferences,
        not abilities.
      </Text>
    ),
  },
};

export const Large: Story = { args: { ...Open.args, size: 'large' } };
