import type { ScaleScores } from '@facet/assessment-domain';
import { rangesOfTemplate } from '@facet/profiles-domain';
import { profileFieldsFromRanges } from '@facet/reports-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyProfileContent, CopyResultContent } from './ProfileCopyDialogs';
import { ProfileEditorView } from './ProfileEditorView';
import { ProfileStartingPoints, type ApplyStartingPoint } from './ProfileStartingPoints';
import { sampleProfile, sampleProfiles, sampleResultAnswer } from '../../story-fixtures';

const employees = [
  { name: 'Erin Employee', email: 'erin@acme.example' },
  { name: 'Mario Manager', email: 'mario@acme.example' },
];

/** The starting points with fixture data, one dialog open when asked. */
function startingPoints(defaultOpen?: 'template' | 'profile' | 'result') {
  return function StartingPoints(apply: ApplyStartingPoint) {
    return (
      <ProfileStartingPoints
        onApply={apply}
        defaultOpen={defaultOpen}
        copyProfile={(close) => (
          <CopyProfileContent profiles={sampleProfiles} onApply={apply} close={close} />
        )}
        copyResult={(close) => (
          <CopyResultContent
            employees={employees}
            chosenEmail="erin@acme.example"
            onChooseEmail={() => undefined}
            results={[{ result_id: 5, number: 2, date: '2025-03-02T09:00:00.000Z' }]}
            chosenResultId={5}
            onChooseResult={() => undefined}
            scores={{ state: 'ready', scores: sampleResultAnswer(false).scores as ScaleScores }}
            onApply={apply}
            close={close}
          />
        )}
      />
    );
  };
}

const meta = {
  component: ProfileEditorView,
  args: {
    mode: 'view',
    profile: sampleProfile(),
    onSave: async () => true,
    startingPoints: startingPoints(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Create and view/edit a profile. Ranges are chosen per scale as levels or percentiles; Save and Cancel sit in a bar that sticks to the bottom; a Save with problems lists them next to Save as links and focuses the first.',
      },
    },
  },
} satisfies Meta<typeof ProfileEditorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Creating: Story = {
  parameters: { screenState: 'empty' },
  args: { mode: 'create', profile: undefined },
};
/** Creating, light and dark side by side. */
export const CreatingBothThemes: Story = {
  args: { mode: 'create', profile: undefined },
  globals: { theme: 'sideBySide' },
};
/** The editor after the Sales template: its name and level ranges, all still editable. */
export const TemplateChosen: Story = {
  args: {
    startsEditing: true,
    profile: sampleProfile({
      name: 'Sales',
      ...profileFieldsFromRanges(rangesOfTemplate('sales')),
    }),
  },
};
export const TemplateDialog: Story = {
  args: { mode: 'create', profile: undefined, startingPoints: startingPoints('template') },
};
export const CopyProfileDialog: Story = {
  args: { mode: 'create', profile: undefined, startingPoints: startingPoints('profile') },
};
export const CopyResultDialog: Story = {
  args: { mode: 'create', profile: undefined, startingPoints: startingPoints('result') },
};
/** After Save without a name and with a range the wrong way round: the summary by Save. */
export const InvalidWithSummary: Story = {
  args: {
    startsEditing: true,
    startsWithProblemsShown: true,
    profile: sampleProfile({
      name: '',
      min_anxiety: 20,
      max_anxiety: 10,
    }),
  },
};
export const Loading: Story = { args: { profile: undefined, isLoading: true } };
export const NotFound: Story = { args: { profile: undefined, loadFailure: { status: 404 } } };
export const LoadError: Story = { args: { profile: undefined, loadFailure: { status: 500 } } };
/** Viewing: only the scales with a range, and "Show all 38 scales". */
export const Viewing: Story = { parameters: { screenState: 'success' } };
export const ViewingDark: Story = { globals: { theme: 'dark' } };
export const Editing: Story = { args: { startsEditing: true } };
export const GlobalReadOnly: Story = {
  args: { profile: sampleProfile({ global: true, company_id: null, name: 'Platform Sales' }) },
};
export const NameExists: Story = { args: { mode: 'create', saveFailure: { status: 409 } } };
export const NameUnavailable: Story = { args: { saveFailure: { status: 422 } } };
export const NoValidValues: Story = { args: { mode: 'create', saveFailure: { status: 400 } } };
export const Saving: Story = { args: { mode: 'create', isSaving: true } };
