import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployeeDetailView } from './EmployeeDetailView';
import { EmployeeGroupsTableView } from './EmployeeGroupsTableView';
import { EmployeeResultsTableView } from './EmployeeResultsTableView';
import { sampleEmployeeGroups, sampleEmployeeResults, sampleEmployees } from '../../story-fixtures';

const [, candidate, inProgress] = sampleEmployees;

const meta = {
  component: EmployeeDetailView,
  args: {
    employee: candidate,
    onToggleLicence: () => undefined,
    onChangeRole: () => undefined,
    onRelease: async () => undefined,
    onRetry: () => undefined,
  },
  parameters: {
    screenStates: {
      empty:
        'an employee always has a name, e-mail, role and licence; no results or groups are the Results and Groups tables’ empty stories',
    },
  },
} satisfies Meta<typeof EmployeeDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { employee: undefined, isLoading: true } };
export const NotInCompany: Story = { args: { employee: undefined, loadFailure: { status: 404 } } };
export const LoadError: Story = { args: { employee: undefined, loadFailure: { status: 500 } } };
export const ForAManager: Story = { parameters: { screenState: 'success' } };
export const ForAnAdmin: Story = { args: { canManageRoles: true } };
export const AssessmentInProgress: Story = { args: { employee: inProgress, canManageRoles: true } };
export const NoLicenceLeft: Story = { args: { licenceFailure: { status: 402 } } };
export const LicenceAlreadyChanged: Story = { args: { licenceFailure: { status: 409 } } };
export const RoleRefused: Story = { args: { canManageRoles: true, roleFailure: { status: 409 } } };
/** An administrator on their own page: role and removal disabled, each with its reason. */
export const OwnPage: Story = { args: { canManageRoles: true, isSelf: true } };
export const ReleaseRefused: Story = {
  args: { canManageRoles: true, releaseFailure: { status: 409 } },
};

const sections = [
  {
    id: 'results',
    title: 'Results',
    content: (
      <EmployeeResultsTableView
        email="carla@acme.example"
        results={sampleEmployeeResults}
        page={1}
        totalPages={1}
        onPageChange={() => undefined}
      />
    ),
  },
  {
    id: 'groups',
    title: 'Groups',
    content: (
      <EmployeeGroupsTableView
        groups={sampleEmployeeGroups}
        page={1}
        totalPages={1}
        onPageChange={() => undefined}
      />
    ),
  },
];
export const WithResultsTab: Story = { args: { sections, selectedSection: 'results' } };
export const WithGroupsTab: Story = { args: { sections, selectedSection: 'groups' } };
/** A platform admin on .../company/{id}/employee/{email}: admin rights, back to the company page. */
export const InBackOffice: Story = {
  args: { canManageRoles: true, panelPath: '/admin/dashboard/company/1' },
};
/** The back office's employee page on its Results tab: the result links stay in the back office. */
export const ResultsInBackOffice: Story = {
  args: {
    canManageRoles: true,
    panelPath: '/admin/dashboard/company/1',
    selectedSection: 'results',
    sections: [
      {
        id: 'results',
        title: 'Results',
        content: (
          <EmployeeResultsTableView
            email="carla@acme.example"
            panelPath="/admin/dashboard/company/1"
            results={sampleEmployeeResults}
            page={1}
            totalPages={1}
            onPageChange={() => undefined}
          />
        ),
      },
      {
        id: 'groups',
        title: 'Groups',
        content: (
          <EmployeeGroupsTableView
            panelPath="/admin/dashboard/company/1"
            groups={sampleEmployeeGroups}
            page={1}
            totalPages={1}
            onPageChange={() => undefined}
          />
        ),
      },
    ],
  },
};
