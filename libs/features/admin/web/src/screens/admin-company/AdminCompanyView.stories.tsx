import {
  CompanyInfoCardView,
  CompanyPanelView,
  noPeopleFilters,
  PeoplePipelineView,
} from '@facet/company-web';
import { Button } from '@facet/design-system';
import { GroupsTableView } from '@facet/groups-web';
import { ProfilesTableView } from '@facet/profiles-web';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminCompanyView } from './AdminCompanyView';
import {
  sampleCompanyPeople,
  sampleCompanyGroups,
  sampleCompanyProfiles,
  sampleCompanyRecord,
} from '../../story-fixtures';

const panelPath = '/admin/dashboard/company/1';

/** The company panel's views as the page composes them, on the back office's company. */
const panel = (selectedSection: string) => (
  <CompanyPanelView
    title={sampleCompanyRecord.name}
    showSupport={false}
    actions={<Button variant="secondary">Licences of Acme Demo</Button>}
    onInvite={() => undefined}
    selectedSection={selectedSection}
    sections={[
      {
        id: 'info',
        title: 'Info',
        content: <CompanyInfoCardView company={sampleCompanyRecord} canEdit />,
      },
      {
        id: 'people',
        title: 'People',
        content: (
          <PeoplePipelineView
            people={sampleCompanyPeople}
            panelPath={panelPath}
            page={1}
            totalPages={1}
            onPageChange={() => undefined}
            filters={noPeopleFilters}
            onFiltersChange={() => undefined}
            profileChoices={sampleCompanyProfiles.map(({ profile_id, name }) => ({
              id: profile_id,
              name,
            }))}
            groupChoices={[]}
            selected={new Set()}
            onSelectionChange={() => undefined}
            canManage
          />
        ),
      },
      {
        id: 'profiles',
        title: 'Profiles',
        content: (
          <ProfilesTableView
            profiles={sampleCompanyProfiles}
            panelPath={panelPath}
            page={1}
            totalPages={1}
            onPageChange={() => undefined}
            canRemove
          />
        ),
      },
      {
        id: 'groups',
        title: 'Groups',
        content: (
          <GroupsTableView
            groups={sampleCompanyGroups}
            profiles={sampleCompanyProfiles}
            panelPath={panelPath}
            page={1}
            totalPages={1}
            onPageChange={() => undefined}
            onCreate={async () => true}
            canRemove
          />
        ),
      },
    ]}
  />
);

const meta = {
  component: AdminCompanyView,
  args: { onRetry: () => undefined },
  parameters: {
    screenStates: {
      empty: "a company is never empty; the panel's tabs have their own Empty stories",
    },
  },
} satisfies Meta<typeof AdminCompanyView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true } };
export const Success: Story = { args: { panel: panel('info') } };
/** The manager's people pipeline on the company (D71), in place of Employees and Invitations. */
export const PeopleOfTheCompany: Story = { args: { panel: panel('people') } };
export const ProfilesOfTheCompany: Story = { args: { panel: panel('profiles') } };
export const GroupsOfTheCompany: Story = { args: { panel: panel('groups') } };
export const NotFound: Story = { args: { loadFailure: { status: 404 } } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
