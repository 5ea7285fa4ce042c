import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals, phoneViewport } from '../../story-viewports';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form, FormActions } from './Form';

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

const passwordFields = (
  <>
    <PasswordField label="Current password" name="password" isRequired />
    <PasswordField label="New password" name="newPassword" isRequired />
    <FormActions>
      <Button type="submit">Save password</Button>
      <Button variant="secondary">Cancel</Button>
    </FormActions>
  </>
);

/** The shared rule: buttons at their own width from the start of the form. */
export const WithActions: Story = { args: { children: passwordFields } };

/** On a phone the same buttons take the whole width, one under the other. */
export const WithActionsOnPhone: Story = {
  args: { children: passwordFields },
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
