import {
  pipelineStatuses,
  type PipelineKind,
  type PipelineRequest,
  type PipelineStatus,
} from '@facet/company-domain';
import { Inline, SearchField, Select } from '@facet/design-system';
import { companyRoles } from '@facet/platform-kernel';
import { roleLabel } from '@facet/platform-kernel-web';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { pipelineStatusLooks } from './PersonStatusChip';

/** What the pipeline is filtered by: the request's filters, the search always a string. */
export type PeopleFilters = Omit<PipelineRequest, 'page' | 'pageSize' | 'search'> & {
  search: string;
};

export const noPeopleFilters: PeopleFilters = { search: '' };

/** A profile or a group to choose, as the features that own them list them. */
export interface PipelineChoice {
  id: number;
  name: string;
}

/** Whether anything narrows the list (a profile only adds the fit column). */
export function narrowsPeople({ profile_id: _profile, ...filters }: PeopleFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

const anyKey = 'any';

/** The status picker also holds the two old lists (`?tab=employees`, `?tab=invitations`). */
function statusKeyOf(filters: PeopleFilters): string {
  if (filters.status) return filters.status;
  if (filters.kind) return `kind:${filters.kind}`;
  return anyKey;
}

function withStatusKey(filters: PeopleFilters, key: string): PeopleFilters {
  const { status: _status, kind: _kind, ...rest } = filters;
  if (key === anyKey) return rest;
  if (key.startsWith('kind:')) return { ...rest, kind: key.slice('kind:'.length) as PipelineKind };
  return { ...rest, status: key as PipelineStatus };
}

const idOf = (key: string | number | null) =>
  key === null || key === anyKey ? undefined : Number(key);

export interface PeopleFiltersViewProps {
  filters: PeopleFilters;
  onFiltersChange: (filters: PeopleFilters) => void;
  profileChoices: readonly PipelineChoice[];
  groupChoices: readonly PipelineChoice[];
}

/** Search, status, role and group above the list, and the profile the fits are computed with. */
export function PeopleFiltersView({
  filters,
  onFiltersChange,
  profileChoices,
  groupChoices,
}: PeopleFiltersViewProps) {
  const intl = useIntl();
  const change = (next: Partial<PeopleFilters>) => onFiltersChange({ ...filters, ...next });
  return (
    <Inline space="medium" alignY="bottom">
      <SearchField
        label={intl.formatMessage(messages.peopleSearch)}
        value={filters.search}
        onChange={(search) => change({ search })}
      />
      <Select
        label={intl.formatMessage(messages.peopleFilterStatus)}
        options={[
          { id: anyKey, label: intl.formatMessage(messages.peopleAnyStatus) },
          { id: 'kind:member', label: intl.formatMessage(messages.peopleMembersOnly) },
          { id: 'kind:invitation', label: intl.formatMessage(messages.peopleInvitationsOnly) },
          ...pipelineStatuses.map((status) => ({
            id: status,
            label: intl.formatMessage(pipelineStatusLooks[status].message),
          })),
        ]}
        selectedKey={statusKeyOf(filters)}
        onSelectionChange={(key) => onFiltersChange(withStatusKey(filters, String(key)))}
      />
      <Select
        label={intl.formatMessage(messages.peopleFilterRole)}
        options={[
          { id: anyKey, label: intl.formatMessage(messages.peopleAnyRole) },
          ...companyRoles.map((role) => ({ id: role, label: roleLabel(intl, role) })),
        ]}
        selectedKey={filters.member_role ?? anyKey}
        onSelectionChange={(key) => {
          const { member_role: _role, ...rest } = filters;
          onFiltersChange(
            key === anyKey ? rest : { ...rest, member_role: key as PeopleFilters['member_role'] },
          );
        }}
      />
      {groupChoices.length > 0 && (
        <Select
          label={intl.formatMessage(messages.peopleFilterGroup)}
          options={[
            { id: anyKey, label: intl.formatMessage(messages.peopleAnyGroup) },
            ...groupChoices.map((group) => ({ id: String(group.id), label: group.name })),
          ]}
          selectedKey={filters.group_id === undefined ? anyKey : String(filters.group_id)}
          onSelectionChange={(key) => {
            const { group_id: _group, ...rest } = filters;
            const groupId = idOf(key);
            onFiltersChange(groupId === undefined ? rest : { ...rest, group_id: groupId });
          }}
        />
      )}
      {profileChoices.length > 0 && (
        <Select
          label={intl.formatMessage(messages.peopleFitProfile)}
          options={[
            { id: anyKey, label: intl.formatMessage(messages.peopleNoFitProfile) },
            ...profileChoices.map((profile) => ({ id: String(profile.id), label: profile.name })),
          ]}
          selectedKey={filters.profile_id === undefined ? anyKey : String(filters.profile_id)}
          onSelectionChange={(key) => {
            const { profile_id: _profile, ...rest } = filters;
            const profileId = idOf(key);
            onFiltersChange(profileId === undefined ? rest : { ...rest, profile_id: profileId });
          }}
        />
      )}
    </Inline>
  );
}
