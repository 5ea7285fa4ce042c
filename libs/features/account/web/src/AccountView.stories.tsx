import { ResultsTableView } from '@facet/assessment-web';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ArsulipoRequestsPlaceholder } from './ArsulipoRequestsPlaceholder';
import { AccountView } from './AccountView';
import { ProfileCardView } from './ProfileCardView';
import { sampleProfile } from './story-fixtures';

const resultsProps = {
  page: 1,
  totalPages: 1,
  onPageChange: () => undefined,
  isLoading: false,
  onRetry: () => undefined,
};

const sections = (results: ReactNode) => [
  { id: 'results', title: 'Results', content: results },
  { id: 'arsulipo', title: 'Data-rights requests', content: <ArsulipoRequestsPlaceholder /> },
];

const meta = {
  component: AccountView,
  args: {
    profileCard: <ProfileCardView profile={sampleProfile} />,
    sections: sections(<ResultsTableView {...resultsProps} results={[]} />),
    selectedSection: 'results',
  },
} satisfies Meta<typeof AccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: {
    profileCard: <ProfileCardView isLoading />,
    sections: sections(<ResultsTableView {...resultsProps} results={[]} isLoading />),
  },
};
export const ResultsEmpty: Story = { parameters: { screenState: 'empty' } };
export const ResultsLoaded: Story = {
  parameters: { screenState: 'success' },
  args: {
    sections: sections(
      <ResultsTableView
        {...resultsProps}
        totalPages={2}
        results={[
          { result_id: 12, number: 2, date: '2025-03-04T10:00:00.000Z' },
          { result_id: 7, number: 1, date: '2024-11-20T09:30:00.000Z' },
        ]}
      />,
    ),
  },
};
export const ResultsError: Story = {
  parameters: { screenState: 'error' },
  args: {
    sections: sections(<ResultsTableView {...resultsProps} results={[]} failure={{}} />),
  },
};
export const ArsulipoTab: Story = { args: { selectedSection: 'arsulipo' } };
export const ProfileError: Story = {
  args: { profileCard: <ProfileCardView loadFailure={{ status: 500 }} /> },
};
