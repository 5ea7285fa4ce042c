import { phoneGlobals, phoneViewport } from '@facet/design-system';
import { ssoProblems } from '@facet/sso-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { configuredSettings, notSetUp } from '../../story-fixtures';
import { SsoSettingsView } from './SsoSettingsView';

const meta = {
  component: SsoSettingsView,
  args: { answer: configuredSettings, onSave: () => undefined, onRetry: () => undefined },
} satisfies Meta<typeof SsoSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { answer: undefined, isLoading: true } };
export const LoadError: Story = { args: { answer: undefined, loadFailure: { status: 500 } } };
export const NotSetUp: Story = { args: { answer: notSetUp }, parameters: { screenState: 'empty' } };
export const Configured: Story = { parameters: { screenState: 'success' } };
export const Required: Story = {
  args: {
    answer: {
      ...configuredSettings,
      settings: { ...configuredSettings.settings!, requireSso: true },
    },
  },
};
export const Saving: Story = { args: { isSaving: true } };
export const Saved: Story = { args: { isSaved: true } };
export const DomainTaken: Story = {
  args: { saveFailure: { status: 409, code: ssoProblems.domainTaken.code } },
};
export const ProviderUnreachable: Story = {
  args: { saveFailure: { status: 422, code: ssoProblems.providerUnreachable.code } },
};
export const InvalidFields: Story = {
  args: {
    answer: notSetUp,
    draft: { issuer: 'login.example', clientId: '', clientSecret: '', domains: 'acme' },
  },
};
export const OnAPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
