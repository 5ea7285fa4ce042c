import { Alert, phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { samplePeople, sampleGroupChoices, sampleProfileChoices } from '../../story-fixtures';
import { noPeopleFilters, type PeopleFilters } from './PeopleFiltersView';
import { PeoplePipelineView, type PeoplePipelineViewProps } from './PeoplePipelineView';
import { personKey } from './PersonActionsMenu';

/** The view with its filters and selection held, as the tab holds them. */
function PeoplePipeline(props: PeoplePipelineViewProps) {
  const [filters, setFilters] = useState<PeopleFilters>(props.filters);
  const [selected, setSelected] = useState(props.selected);
  return (
    <PeoplePipelineView
      {...props}
      filters={filters}
      onFiltersChange={setFilters}
      selected={selected}
      onSelectionChange={setSelected}
    />
  );
}

const meta = {
  component: PeoplePipeline,
  args: {
    people: samplePeople,
    page: 1,
    totalPages: 3,
    onPageChange: () => undefined,
    onRetry: () => undefined,
    filters: noPeopleFilters,
    onFiltersChange: () => undefined,
    profileChoices: sampleProfileChoices,
    groupChoices: sampleGroupChoices,
    selected: new Set<string>(),
    onSelectionChange: () => undefined,
    canManage: true,
    onRemind: () => undefined,
    onCancel: async () => undefined,
    onRemove: async () => undefined,
    onBulkRemind: () => undefined,
    onBulkCancel: async () => undefined,
    onBulkAddToGroup: () => undefined,
    bulkExport: { onExport: () => undefined },
  },
} satisfies Meta<typeof PeoplePipeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { people: [], isLoading: true } };
export const Empty: Story = { args: { people: [], totalPages: 1 } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const Filled: Story = { parameters: { screenState: 'success' } };
export const ForAManager: Story = { args: { canManage: false } };
/** A profile chosen: the fit column appears, empty for whoever has no comparable result. */
export const WithFit: Story = { args: { filters: { ...noPeopleFilters, profile_id: 7 } } };
export const FilteredEmpty: Story = {
  args: {
    people: [],
    totalPages: 1,
    filters: { ...noPeopleFilters, search: 'nobody', status: 'flagged' },
  },
};
/** The old Invitations tab's address: the pipeline filtered to invitations. */
export const InvitationsOnly: Story = {
  args: {
    people: samplePeople.filter((person) => person.kind === 'invitation'),
    totalPages: 1,
    filters: { ...noPeopleFilters, kind: 'invitation' },
  },
};
export const SelectionWithBulkBar: Story = {
  args: { selected: new Set(samplePeople.slice(0, 3).map(personKey)) },
};
export const BulkActionOnItsWay: Story = {
  args: { selected: new Set(samplePeople.slice(0, 3).map(personKey)), isBulkBusy: true },
};
export const WithAnAlert: Story = {
  args: {
    alerts: (
      <Alert tone="caution">
        This person was reminded less than 24 hours ago. You can send another tomorrow.
      </Alert>
    ),
  },
};
export const OnAPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
export const SelectionOnAPhone: Story = {
  args: { selected: new Set(samplePeople.slice(2, 4).map(personKey)) },
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
