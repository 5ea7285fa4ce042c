import { useCompanyDataSource } from '@facet/company-web';
import { readApiFailure } from '@facet/platform-api-client';
import { rankingSearchParams } from '@facet/profiles-domain';
import { useTableExport } from '@facet/platform-web-kit';
import { useState } from 'react';
import { useProfilesDataSource } from './profiles-data-source';
import { defaultRankingFilters, type RankingFilterChoice } from './RankingFilters';
import { RankingView, type RankingSortChoice, type RankingViewProps } from './RankingView';

/** What the page keeps whether or not a profile is chosen yet. */
type RankingChoices = Pick<
  RankingViewProps,
  | 'profiles'
  | 'profilesLoading'
  | 'groups'
  | 'onProfileChange'
  | 'filters'
  | 'onFiltersChange'
  | 'sort'
  | 'onSortChange'
  | 'panelPath'
>;

/**
 * /company-panel/ranking (and the back office's company page, through the data sources): the
 * ranking of every member against the profile chosen here, and its download.
 */
export function RankingPage() {
  const { panelPath } = useCompanyDataSource();
  const source = useProfilesDataSource();
  const profiles = source.useProfiles({ page: 1, pageSize: 100 });
  const groups = source.useRankingGroups();
  const [profileId, setProfileId] = useState<number | null>(null);
  const [filters, setFilters] = useState<RankingFilterChoice>(defaultRankingFilters);
  const [sort, setSort] = useState<RankingSortChoice>({ column: 'fit', direction: 'descending' });
  const choices: RankingChoices = {
    profiles: profiles.data?.profile ?? [],
    profilesLoading: profiles.isLoading,
    groups: groups.data?.groups ?? [],
    onProfileChange: setProfileId,
    filters,
    onFiltersChange: setFilters,
    sort,
    onSortChange: setSort,
    panelPath,
  };
  if (profileId === null) {
    return (
      <RankingView
        {...choices}
        profileId={null}
        page={1}
        totalPages={1}
        onPageChange={() => undefined}
        onExport={() => undefined}
      />
    );
  }
  return <ProfileRanking {...choices} profileId={profileId} />;
}

/** The ranking against a chosen profile: its pages and its download. */
function ProfileRanking({ profileId, ...choices }: RankingChoices & { profileId: number }) {
  const source = useProfilesDataSource();
  const request = {
    profile_id: profileId,
    sort: choices.sort.column,
    order: choices.sort.direction === 'ascending' ? ('asc' as const) : ('desc' as const),
    ...choices.filters,
  };
  // A new profile, filter or sort starts at page 1. The page is tied to the request it was
  // chosen for rather than the view being remounted, which would take the focus from the field
  // being typed in.
  const requestKey = rankingSearchParams(request);
  const [chosenPage, setChosenPage] = useState({ requestKey, page: 1 });
  const page = chosenPage.requestKey === requestKey ? chosenPage.page : 1;
  const setPage = (next: number) => setChosenPage({ requestKey, page: next });
  const ranking = source.useRanking({ ...request, page });
  const tableExport = useTableExport((file) => source.rankingExportPath({ ...request, ...file }));
  return (
    <RankingView
      {...choices}
      {...tableExport}
      profileId={profileId}
      answer={ranking.data}
      isLoading={ranking.isFetching}
      loadFailure={readApiFailure(ranking.error)}
      onRetry={() => void ranking.refetch()}
      page={ranking.data?.page ?? page}
      totalPages={ranking.data?.totalPages ?? 1}
      onPageChange={setPage}
    />
  );
}
