import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const meta = {
  title: 'Components/Form',
  component: Form,
  parameters: {
    docs: {
      description: {
        component:
          'Fields validate on submit; errors from the server go in `validationErrors` keyed by field name.',
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const loginFields = (
  <>
    <TextField label="E-mail" name="email" type="email" isRequired autoComplete="email" />
    <PasswordField label="Password" name="password" isRequired />
    <Button type="submit">Log in</Button>
  </>
);

export const Login: Story = { args: { children: loginFields } };

export const WithServerErrors: Story = {
  args: {
    children: loginFields,
    validationErrors: { email: 'No account uses this e-mail address.' },
  },
};
