import { requestFieldProblems } from '@facet/data-rights-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataRightsFormView } from './DataRightsFormView';

const meta = {
  component: DataRightsFormView,
  args: {
    values: { name: '', email: '', phone: '', right: '', entity: '', message: '' },
    fieldErrors: {},
    isSubmitting: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof DataRightsFormView>;
export default meta;

type Story = StoryObj<typeof meta>;
const filled = {
  name: 'Erin Employee',
  email: 'erin@acme.example',
  phone: '',
  right: 'suppression',
  entity: 'employee',
  message: 'Please delete my account.',
};

export const Empty: Story = {};
export const Filled: Story = { args: { values: filled } };
export const Submitting: Story = {
  parameters: { screenState: 'loading' },
  args: { values: filled, isSubmitting: true },
};
export const FieldErrors: Story = {
  args: {
    values: { ...filled, name: 'R2D2', right: 'portability', entity: '', message: '' },
    fieldErrors: {
      name: requestFieldProblems.nameInvalid,
      entity: requestFieldProblems.entityRequired,
      message: requestFieldProblems.required,
    },
  },
};
export const Received201: Story = {
  parameters: { screenState: 'success' },
  args: { received: { number: 1007, link: '/account/arsulipo/7' } },
};
export const BadRequest400: Story = {
  args: {
    values: filled,
    failure: { status: 400, message: 'email: must be a valid e-mail address' },
  },
};
export const Forbidden403: Story = { args: { values: filled, failure: { status: 403 } } };
export const NotFound404: Story = { args: { values: filled, failure: { status: 404 } } };
export const ServerUnavailable: Story = {
  parameters: { screenState: 'error' },
  args: { values: filled, failure: { status: 503 } },
};
