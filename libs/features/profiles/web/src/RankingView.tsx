import {
  Button,
  ButtonLink,
  EmptyState,
  Heading,
  Inline,
  Link,
  Select,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { companyRoles, type CompanyRole } from '@facet/platform-kernel';
import { roleLabel } from '@facet/platform-kernel-web';
import {
  PagedTableView,
  TableExport,
  type PagedList,
  type TableExportState,
} from '@facet/platform-web-kit';
import {
  rankingValidities,
  type ProfileRankingAnswer,
  type ProfileRecord,
  type RankedMember,
  type RankingSort,
  type RankingValidity,
} from '@facet/profiles-domain';
import type { FitPosition } from '@facet/reports-domain';
import { scalesCatalogue } from '@facet/scales';
import type { SortDescriptor } from 'react-aria-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { profilesMessages as messages } from './messages';
import type { RankingGroup } from './profiles-endpoints';
import { RankingDateRange, type RankingDateRangeChoice } from './RankingDateRange';
import { profileCreatePath } from './ProfilesTableView';

/** A member's result page, with the ranking's profile to be chosen for it on arrival. */
export const rankedResultPath = (
  member: RankedMember,
  profileId: number,
  panelPath = '/company-panel',
) =>
  `${panelPath}/employee/${encodeURIComponent(member.email)}/result/${member.result_id}?profile_id=${profileId}`;

export interface RankingFilterChoice extends RankingDateRangeChoice {
  member_role?: CompanyRole;
  group_id?: number;
  validity: RankingValidity;
}

export const defaultRankingFilters: RankingFilterChoice = { validity: 'valid' };

export interface RankingSortChoice {
  column: RankingSort;
  direction: 'ascending' | 'descending';
}

const validityMessages: Record<RankingValidity, MessageDescriptor> = {
  valid: messages.validityValid,
  questionable: messages.validityQuestionable,
  invalid: messages.validityInvalid,
  any: messages.validityAny,
};

const positionMessages: Record<FitPosition, MessageDescriptor> = {
  inside: scalesCatalogue.messages.positionInside,
  borderline: scalesCatalogue.messages.positionBorderline,
  below: scalesCatalogue.messages.positionBelow,
  above: scalesCatalogue.messages.positionAbove,
};

const anyRole = 'any';
const anyGroup = 'any';

/** Whether the list is narrowed by anything the reader chose. */
const isFiltered = (filters: RankingFilterChoice) =>
  filters.member_role !== undefined ||
  filters.group_id !== undefined ||
  filters.from !== undefined ||
  filters.to !== undefined ||
  filters.validity !== defaultRankingFilters.validity;

export interface RankingViewProps extends PagedList, TableExportState {
  /** The profiles the company may rank against: its own and the platform's. */
  profiles: readonly ProfileRecord[];
  profilesLoading?: boolean;
  /** The company's groups the list may be narrowed to. */
  groups: readonly RankingGroup[];
  profileId: number | null;
  onProfileChange: (profileId: number) => void;
  filters: RankingFilterChoice;
  onFiltersChange: (filters: RankingFilterChoice) => void;
  sort: RankingSortChoice;
  onSortChange: (sort: RankingSortChoice) => void;
  answer?: ProfileRankingAnswer;
  loadFailure?: ApiFailure;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
}

/**
 * Every member's latest result against a chosen profile (issue 22): sortable by fit, name and
 * date, paged, filtered by role, group, finished date and validity, each count in its own named column (never colour
 * alone), each row linking to the result with that profile chosen, and the whole list as a file.
 */
export function RankingView({
  profiles,
  profilesLoading,
  groups,
  profileId,
  onProfileChange,
  filters,
  onFiltersChange,
  sort,
  onSortChange,
  answer,
  loadFailure,
  exporting,
  exportFailure,
  onExport,
  panelPath,
  ...list
}: RankingViewProps) {
  const intl = useIntl();
  const heading = (
    <Stack space="small">
      <Heading level={1}>{intl.formatMessage(messages.rankingTitle)}</Heading>
      <Text tone="secondary">{intl.formatMessage(messages.rankingIntro)}</Text>
    </Stack>
  );
  if (!profilesLoading && profiles.length === 0) {
    return (
      <Stack space="large">
        {heading}
        <EmptyState
          title={intl.formatMessage(messages.rankingNoProfilesTitle)}
          description={intl.formatMessage(messages.rankingNoProfilesDescription)}
          action={
            <ButtonLink href={profileCreatePath(panelPath)}>
              {intl.formatMessage(messages.createProfile)}
            </ButtonLink>
          }
        />
      </Stack>
    );
  }
  const filtered = isFiltered(filters);
  const profileName =
    answer?.profile.name ??
    profiles.find((profile) => profile.profile_id === profileId)?.name ??
    '';
  const count = (member: RankedMember, position: FitPosition) =>
    member.counts ? intl.formatNumber(member.counts[position]) : '';
  const pickers = (
    <Inline space="medium" alignY="bottom">
      <Select<number>
        label={intl.formatMessage(messages.rankingProfile)}
        options={profiles.map((profile) => ({ id: profile.profile_id, label: profile.name }))}
        selectedKey={profileId}
        onSelectionChange={(key) => onProfileChange(Number(key))}
      />
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
      <RankingDateRange
        from={filters.from}
        to={filters.to}
        onChange={(range) => onFiltersChange({ ...filters, ...range })}
      />
      <Select<RankingValidity>
        label={intl.formatMessage(messages.rankingFilterValidity)}
        options={rankingValidities.map((validity) => ({
          id: validity,
          label: intl.formatMessage(validityMessages[validity]),
        }))}
        selectedKey={filters.validity}
        onSelectionChange={(key) =>
          onFiltersChange({
            ...filters,
            validity: rankingValidities.find((validity) => validity === key) ?? 'valid',
          })
        }
      />
      {filtered && (
        <Button variant="secondary" onPress={() => onFiltersChange(defaultRankingFilters)}>
          {intl.formatMessage(messages.rankingClearFilters)}
        </Button>
      )}
    </Inline>
  );
  if (profileId === null) {
    return (
      <Stack space="large">
        {heading}
        {pickers}
        <EmptyState
          title={intl.formatMessage(messages.rankingChooseProfileTitle)}
          description={intl.formatMessage(messages.rankingChooseProfileDescription)}
        />
      </Stack>
    );
  }
  return (
    <Stack space="large">
      {heading}
      <PagedTableView
        {...list}
        label={intl.formatMessage(messages.rankingTableLabel, { profile: profileName })}
        rows={answer?.members ?? []}
        rowKey={(member) => member.user_id}
        sortDescriptor={sort}
        onSortChange={(descriptor: SortDescriptor) =>
          onSortChange({
            column:
              descriptor.column === 'name' || descriptor.column === 'date'
                ? descriptor.column
                : 'fit',
            direction: descriptor.direction,
          })
        }
        columns={[
          {
            id: 'name',
            label: intl.formatMessage(messages.rankingColumnPerson),
            allowsSorting: true,
            isRowHeader: true,
            render: (member) => member.name,
          },
          {
            id: 'fit',
            label: intl.formatMessage(messages.rankingColumnFit),
            allowsSorting: true,
            render: (member) =>
              member.fitPercentage === null
                ? intl.formatMessage(messages.rankingNotCompared)
                : intl.formatNumber(member.fitPercentage / 100, { style: 'percent' }),
          },
          ...(['inside', 'borderline', 'below', 'above'] as const).map((position) => ({
            id: position,
            label: intl.formatMessage(positionMessages[position]),
            render: (member: RankedMember) => count(member, position),
          })),
          {
            id: 'role',
            label: intl.formatMessage(messages.rankingColumnRole),
            render: (member) => roleLabel(intl, member.member_role),
          },
          {
            id: 'date',
            label: intl.formatMessage(messages.rankingColumnDate),
            allowsSorting: true,
            render: (member) => intl.formatDate(member.date, { dateStyle: 'medium' }),
          },
          {
            id: 'validity',
            label: intl.formatMessage(messages.rankingColumnValidity),
            render: (member) => intl.formatMessage(validityMessages[member.validity]),
          },
          {
            id: 'result',
            label: intl.formatMessage(messages.rankingColumnResult),
            render: (member) => (
              <Link href={rankedResultPath(member, profileId, panelPath)}>
                {intl.formatMessage(messages.rankingViewResult, { name: member.name })}
              </Link>
            ),
          },
        ]}
        empty={
          filtered
            ? {
                title: intl.formatMessage(messages.rankingFilteredEmptyTitle),
                description: intl.formatMessage(messages.rankingFilteredEmptyDescription),
              }
            : {
                title: intl.formatMessage(messages.rankingEmptyTitle),
                description: intl.formatMessage(messages.rankingEmptyDescription),
              }
        }
        loadError={
          loadFailure &&
          failureText(
            intl,
            loadFailure,
            { 404: messages.rankingProfileNotFound },
            messages.rankingLoadFailed,
          )
        }
      >
        {pickers}
        {answer && (
          <Text tone="secondary">
            {intl.formatMessage(messages.rankingSummary, {
              total: answer.total,
              profile: profileName,
            })}
          </Text>
        )}
        <TableExport
          exporting={exporting}
          exportFailure={exportFailure}
          onExport={onExport}
          isDisabled={!answer || answer.total === 0}
        />
      </PagedTableView>
    </Stack>
  );
}
