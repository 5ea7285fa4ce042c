import { requestFieldProblems } from '@facet/data-rights-domain';
import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactFormView } from './ContactFormView';

const filled = {
  name: 'Vera Visitor',
  email: 'vera@visitor.example',
  phone_prefix: '+34',
  phone: '600123456',
  lang: 'es',
  message: 'We would like a demo for our team.',
};

const meta = {
  component: ContactFormView,
  args: {
    values: { ...filled, name: '', email: '', phone_prefix: '', phone: '', message: '' },
    fieldErrors: {},
    isSubmitting: false,
    isSent: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof ContactFormView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const Submitting: Story = {
  parameters: { screenState: 'loading' },
  args: { values: filled, isSubmitting: true },
};
export const FieldErrors: Story = {
  args: {
    values: { ...filled, phone_prefix: '34', phone: '12' },
    fieldErrors: {
      phone_prefix: requestFieldProblems.phonePrefixInvalid,
      phone: requestFieldProblems.phoneInvalid,
    },
  },
};
export const Sent201: Story = { parameters: { screenState: 'success' }, args: { isSent: true } };
export const BadRequest400: Story = { args: { values: filled, failure: { status: 400 } } };
export const UnderReview406: Story = { args: { values: filled, failure: { status: 406 } } };
export const PendingRequest409: Story = { args: { values: filled, failure: { status: 409 } } };
export const AlreadyContacted423: Story = { args: { values: filled, failure: { status: 423 } } };
export const TooMany429: Story = { args: { values: filled, failure: { status: 429 } } };
export const ServerUnavailable: Story = {
  parameters: { screenState: 'error' },
  args: { values: filled, failure: { status: 503 } },
};
export const Filled: Story = { args: { values: filled } };
/** A prefix from beyond the usual few, typed freely; at 390 px prefix and phone stack. */
export const OtherCountryOnPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
  args: { values: { ...filled, phone_prefix: '+31' } },
};
