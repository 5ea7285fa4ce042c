import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactRequestsPanelView } from './ContactRequestsPanelView';
import { sampleContact } from './story-fixtures';

const meta = {
  component: ContactRequestsPanelView,
  args: {
    contactForms: [
      sampleContact,
      { ...sampleContact, id: 5, form_id: 5, name: 'Tom Buyer', status: 'contacted' },
    ],
    page: 1,
    totalPages: 1,
    onPageChange: () => undefined,
    searchTerm: '',
    onSearchTermChange: () => undefined,
    includeInactive: false,
    onIncludeInactiveChange: () => undefined,
  },
} satisfies Meta<typeof ContactRequestsPanelView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Success: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { contactForms: [] } };
export const LoadError: Story = { args: { loadFailed: true, onRetry: () => undefined } };
export const SearchTooShort: Story = { args: { searchTerm: 've' } };
export const SearchWithoutHits: Story = { args: { contactForms: [], searchTerm: 'nobody' } };
export const WithFinished: Story = { args: { includeInactive: true } };
