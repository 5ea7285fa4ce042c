import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactDetailView } from './ContactDetailView';
import { sampleContact } from './story-fixtures';

const meta = {
  component: ContactDetailView,
  parameters: {
    screenStates: {
      empty:
        'the screen shows one contact request, which always has a message; a missing one is NotFound404',
    },
  },
  args: {
    contactForm: sampleContact,
    isLoading: false,
    isSaving: false,
    onStatusChange: () => undefined,
  },
} satisfies Meta<typeof ContactDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Success: Story = {};
export const Loading: Story = { args: { contactForm: undefined, isLoading: true } };
export const NotFound404: Story = {
  args: { contactForm: undefined, loadFailure: { status: 404 } },
};
export const LoadError: Story = { args: { contactForm: undefined, loadFailure: { status: 500 } } };
export const UpdateError: Story = { args: { updateFailure: { status: 500 } } };
export const Contacted: Story = {
  args: { contactForm: { ...sampleContact, status: 'contacted' } },
};
export const Saving: Story = { args: { isSaving: true } };
export const UpdateNotFound404: Story = { args: { updateFailure: { status: 404 } } };
