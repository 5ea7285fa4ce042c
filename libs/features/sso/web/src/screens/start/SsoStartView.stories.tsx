import { phoneGlobals, phoneViewport } from '@facet/design-system';
import { ssoProblems } from '@facet/sso-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SsoStartView } from './SsoStartView';

const meta = {
  component: SsoStartView,
  args: {
    email: '',
    onEmailChange: () => undefined,
    isEmailInvalid: false,
    isStarting: false,
    onSubmit: (event) => event.preventDefault(),
    onSubmitPress: () => undefined,
  },
  parameters: {
    screenStates: { empty: 'A form to fill in: it has no content of its own to be empty of.' },
  },
} satisfies Meta<typeof SsoStartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = { parameters: { screenState: 'success' } };
export const GoingToTheProvider: Story = {
  args: { email: 'erin@acme.example', isStarting: true },
  parameters: { screenState: 'loading' },
};
export const InvalidAddress: Story = { args: { email: 'erin@', isEmailInvalid: true } };
export const NoProviderForTheDomain: Story = {
  args: {
    email: 'erin@elsewhere.example',
    failure: { status: 404, code: ssoProblems.notConfigured.code },
  },
  parameters: { screenState: 'error' },
};
export const ProviderUnreachable: Story = {
  args: {
    email: 'erin@acme.example',
    failure: { status: 422, code: ssoProblems.providerUnreachable.code },
  },
};
export const OnAPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
