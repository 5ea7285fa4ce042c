import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { Stack } from '../../layout/Stack/Stack';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '../Table/Table';
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

const deliveries = Array.from({ length: 3 }, (_, index) => ({
  id: index + 1,
  message: `msg_2Zx8kQvR7mWcT4pLs9nYfB3hJd6Ea1Gu${index}`,
  outcome:
    'connect ECONNREFUSED: the receiver at https://hooks.receiver.example/facet/assessment-completed did not answer',
  sentAt: 'Nov 29, 2026, 10:4' + String(index),
}));

/**
 * A secret with nowhere to break wraps inside the dialog, and a table wider than the dialog
 * scrolls sideways in its own frame: neither pushes past the dialog's edge.
 */
export const LongSecretAndWideTable: Story = {
  args: {
    isOpen: true,
    size: 'large',
    title: 'Deliveries to https://hooks.receiver.example/facet/assessment-completed',
    children: (
      <Stack space="medium">
        <Text>
          <code>
            whsec_hkOk8AIJ+y2PNu7LZTGTYkeP0WRS6iL9yC8LyXjZrsE4mQ0tVb7nW2cD5fGhJkLpQrStUvWxYz=
          </code>
        </Text>
        <Table aria-label="Deliveries">
          <TableHeader>
            <TableColumn id="message" isRowHeader>
              Message
            </TableColumn>
            <TableColumn id="outcome">Last answer</TableColumn>
            <TableColumn id="sent">Sent</TableColumn>
          </TableHeader>
          <TableBody items={deliveries}>
            {(delivery) => (
              <TableRow id={delivery.id}>
                <TableCell label="Message">{delivery.message}</TableCell>
                <TableCell label="Last answer">{delivery.outcome}</TableCell>
                <TableCell label="Sent">{delivery.sentAt}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Stack>
    ),
  },
};
