import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@facet/design-system';
import { CompanyInfoCardView } from '../company-info/CompanyInfoCardView';
import { CompanyPanelView } from './CompanyPanelView';
import { noPeopleFilters } from '../people/PeopleFiltersView';
import { PeoplePipelineView } from '../people/PeoplePipelineView';
import { sampleCompany, samplePeople } from '../../story-fixtures';

const sections = [
  { id: 'info', title: 'Info', content: <CompanyInfoCardView company={sampleCompany} canEdit /> },
  {
    id: 'people',
    title: 'People',
    content: (
      <PeoplePipelineView
        people={samplePeople}
        page={1}
        totalPages={1}
        onPageChange={() => undefined}
        filters={noPeopleFilters}
        onFiltersChange={() => undefined}
        profileChoices={[]}
        groupChoices={[]}
        selected={new Set()}
        onSelectionChange={() => undefined}
      />
    ),
  },
];

const meta = {
  component: CompanyPanelView,
  args: { sections, onInvite: () => undefined },
  parameters: {
    screenStates: {
      loading: 'the panel shows its tabs at once; each tab loads, and has a Loading story, itself',
      empty: 'the panel always has its tabs; the empty lists are the tab views’ Empty stories',
      error:
        'a company that fails to load is the tab views’ error stories (and AdminCompanyView’s)',
    },
  },
} satisfies Meta<typeof CompanyPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InfoTab: Story = {
  parameters: { screenState: 'success' },
  args: { selectedSection: 'info' },
};
export const PeopleTab: Story = { args: { selectedSection: 'people' } };
export const WithExtraTabs: Story = {
  args: {
    selectedSection: 'profiles',
    sections: [
      ...sections,
      { id: 'profiles', title: 'Profiles', content: <p>Profiles of another feature</p> },
      { id: 'groups', title: 'Groups', content: <p>Groups of another feature</p> },
    ],
  },
};
/** The back office's company page: the company's name, its licences beside invite, no support. */
export const InBackOffice: Story = {
  args: {
    selectedSection: 'info',
    title: 'Acme Demo',
    showSupport: false,
    actions: <Button variant="secondary">Licences of Acme Demo</Button>,
  },
};
