import { ButtonLink, EmptyState, Heading, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import {
  PagedTableView,
  TableExport,
  type PagedList,
  type TableExportState,
} from '@facet/platform-web-kit';
import type { ProfileRankingAnswer, ProfileRecord, RankingSort } from '@facet/profiles-domain';
import type { SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from './messages';
import type { RankingGroup } from './profiles-endpoints';
import { profileCreatePath } from './ProfilesTableView';
import { rankingColumns } from './RankingColumns';
import { isFiltered, RankingFilters, type RankingFilterChoice } from './RankingFilters';
import { RankingSummary } from './RankingSummary';

export interface RankingSortChoice {
  column: RankingSort;
  direction: 'ascending' | 'descending';
}

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
 * date, paged, filtered by role, group, finished date and validity (valid and questionable by
 * default, each marked, the invalid ones left out counted), each row linking to the result with
 * that profile chosen, and the whole list as a file.
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
  const pickers = (
    <RankingFilters
      profiles={profiles}
      profilesLoading={profilesLoading}
      profileId={profileId}
      onProfileChange={onProfileChange}
      groups={groups}
      filters={filters}
      onFiltersChange={onFiltersChange}
    />
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
  const profileName =
    answer?.profile.name ??
    profiles.find((profile) => profile.profile_id === profileId)?.name ??
    '';
  const filtered = isFiltered(filters);
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
        columns={rankingColumns(intl, profileId, panelPath)}
        empty={{
          title: intl.formatMessage(
            filtered ? messages.rankingFilteredEmptyTitle : messages.rankingEmptyTitle,
          ),
          description: intl.formatMessage(
            filtered ? messages.rankingFilteredEmptyDescription : messages.rankingEmptyDescription,
          ),
        }}
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
        {answer && <RankingSummary answer={answer} profileName={profileName} />}
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
