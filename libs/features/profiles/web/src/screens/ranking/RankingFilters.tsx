import { Button, Inline, Select, Switch } from '@facet/design-system';
import { companyRoles, type CompanyRole } from '@facet/platform-kernel';
import { roleLabel } from '@facet/platform-kernel-web';
import {
  defaultRankingValidity,
  rankingValidities,
  type ProfileRecord,
  type RankingValidity,
} from '@facet/profiles-domain';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { profilesMessages as messages } from '../../messages';
import type { RankingGroup } from '../../profiles-endpoints';
import { RankingDateRange, type RankingDateRangeChoice } from './RankingDateRange';

export interface RankingFilterChoice extends RankingDateRangeChoice {
  member_role?: CompanyRole;
  group_id?: number;
  validity: RankingValidity;
  /** Only the people on the profile's shortlist. */
  shortlisted?: boolean;
}

/** Valid and questionable results, every role, group and date: what the API lists by default. */
export const defaultRankingFilters: RankingFilterChoice = { validity: defaultRankingValidity };

/** Whether the list is narrowed by anything the reader chose. */
export const isFiltered = (filters: RankingFilterChoice) =>
  filters.member_role !== undefined ||
  filters.group_id !== undefined ||
  filters.from !== undefined ||
  filters.to !== undefined ||
  filters.shortlisted === true ||
  filters.validity !== defaultRankingFilters.validity;

/** The validity filter's choices, in `rankingValidities` order, the default first. */
const validityFilterMessages: Record<RankingValidity, MessageDescriptor> = {
  valid_or_questionable: messages.validityValidOrQuestionable,
  valid: messages.validityValid,
  questionable: messages.validityQuestionable,
  invalid: messages.validityInvalid,
  any: messages.validityAny,
};

const anyRole = 'any';
const anyGroup = 'any';

export interface RankingFiltersProps {
  profiles: readonly Pick<ProfileRecord, 'profile_id' | 'name'>[];
  /** While the profiles load the picker has nothing to offer, so it cannot be opened. */
  profilesLoading?: boolean;
  profileId: number | null;
  onProfileChange: (profileId: number) => void;
  /** The company's groups the list may be narrowed to. */
  groups: readonly RankingGroup[];
  filters: RankingFilterChoice;
  onFiltersChange: (filters: RankingFilterChoice) => void;
  /**
   * A position's ranking: its profile is fixed, and the filters only members have (role, group,
   * shortlist) are not offered (D92).
   */
  forPosition?: boolean;
}

/** The filters a position's ranking asks with: its applicants have no role, group or star. */
export function applicantFilters({
  member_role: _role,
  group_id: _group,
  shortlisted: _shortlisted,
  ...filters
}: RankingFilterChoice): RankingFilterChoice {
  return filters;
}

/**
 * The ranking's profile picker and its role, group, finished-date, validity and shortlist
 * filters; a position's ranking has its profile fixed and no member-only filter.
 */
export function RankingFilters({
  profiles,
  profilesLoading = false,
  profileId,
  onProfileChange,
  groups,
  filters,
  onFiltersChange,
  forPosition = false,
}: RankingFiltersProps) {
  const intl = useIntl();
  return (
    <Inline space="medium" alignY="bottom">
      <Select<number>
        label={intl.formatMessage(messages.rankingProfile)}
        options={profiles.map((profile) => ({ id: profile.profile_id, label: profile.name }))}
        selectedKey={profileId}
        onSelectionChange={(key) => onProfileChange(Number(key))}
        isDisabled={profilesLoading || forPosition}
      />
      {!forPosition && (
        <MemberFilters groups={groups} filters={filters} onFiltersChange={onFiltersChange} />
      )}
      <RankingDateRange
        from={filters.from}
        to={filters.to}
        onChange={(range) => onFiltersChange({ ...filters, ...range })}
      />
      <Select<RankingValidity>
        label={intl.formatMessage(messages.rankingFilterValidity)}
        options={rankingValidities.map((validity) => ({
          id: validity,
          label: intl.formatMessage(validityFilterMessages[validity]),
        }))}
        selectedKey={filters.validity}
        onSelectionChange={(key) =>
          onFiltersChange({
            ...filters,
            validity:
              rankingValidities.find((validity) => validity === key) ?? defaultRankingValidity,
          })
        }
      />
      {!forPosition && (
        <Switch
          isSelected={filters.shortlisted === true}
          onChange={(shortlisted) =>
            onFiltersChange({ ...filters, shortlisted: shortlisted || undefined })
          }
        >
          {intl.formatMessage(messages.rankingShortlistOnly)}
        </Switch>
      )}
      {isFiltered(filters) && (
        <Button variant="secondary" onPress={() => onFiltersChange(defaultRankingFilters)}>
          {intl.formatMessage(messages.rankingClearFilters)}
        </Button>
      )}
    </Inline>
  );
}

/** The role and group filters, which only members have. */
function MemberFilters({
  groups,
  filters,
  onFiltersChange,
}: Pick<RankingFiltersProps, 'groups' | 'filters' | 'onFiltersChange'>) {
  const intl = useIntl();
  return (
    <>
      <Select<string>
        label={intl.formatMessage(messages.rankingFilterRole)}
        options={[
          { id: anyRole, label: intl.formatMessage(messages.rankingAnyRole) },
          ...companyRoles.map((role) => ({ id: role, label: roleLabel(intl, role) })),
        ]}
        selectedKey={filters.member_role ?? anyRole}
        onSelectionChange={(key) => {
          const role = companyRoles.find((candidate) => candidate === key);
          onFiltersChange({ ...filters, member_role: role });
        }}
      />
      <Select<string>
        label={intl.formatMessage(messages.rankingFilterGroup)}
        options={[
          { id: anyGroup, label: intl.formatMessage(messages.rankingAnyGroup) },
          ...groups.map((group) => ({ id: String(group.group_id), label: group.name })),
        ]}
        selectedKey={filters.group_id === undefined ? anyGroup : String(filters.group_id)}
        onSelectionChange={(key) =>
          onFiltersChange({
            ...filters,
            group_id: groups.find((group) => String(group.group_id) === key)?.group_id,
          })
        }
      />
    </>
  );
}
