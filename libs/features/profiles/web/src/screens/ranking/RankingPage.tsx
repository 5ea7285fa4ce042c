import { useCompanyDataSource } from '@facet/company-web';
import { readApiFailure } from '@facet/platform-api-client';
import {
  rankingSearchParams,
  type RankedMember,
  type RankingRequest,
} from '@facet/profiles-domain';
import { useTableExport } from '@facet/platform-web-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApplicantHiring } from '../../applicant-hiring';
import { useProfilesDataSource } from '../../profiles-data-source';
import {
  applicantFilters,
  defaultRankingFilters,
  type RankingFilterChoice,
} from './RankingFilters';
import { RankingView, type RankingSortChoice, type RankingViewProps } from './RankingView';
import { useApplicantHire } from './use-applicant-hire';

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

const profileParameter = 'profile_id';
/** `?position=` opens the ranking of a position's applicants (the Positions tab links it). */
const positionParameter = 'position';

/** The position whose applicants are ranked, from the address; null for a profile's ranking. */
function useChosenPosition(): number | null {
  const [searchParams] = useSearchParams();
  const chosen = Number(searchParams.get(positionParameter));
  return Number.isSafeInteger(chosen) && chosen > 0 ? chosen : null;
}

/**
 * The profile chosen, kept in the address (`?profile_id=`): a reload, a shared link or the way
 * back from a person's result opens the same ranking, with the shortlist's stars in view.
 */
function useChosenProfile(): [number | null, (profileId: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = Number(searchParams.get(profileParameter));
  const profileId = Number.isSafeInteger(chosen) && chosen > 0 ? chosen : null;
  const choose = (next: number) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(profileParameter, String(next));
        return params;
      },
      { replace: true },
    );
  return [profileId, choose];
}

/**
 * /company-panel/ranking (and the back office's company page, through the data sources): the
 * ranking of every member against the profile chosen here, and its download. A position's
 * applicants may be marked hired where the app passes hiring's hire in (D94).
 */
export function RankingPage({ applicantHiring }: { applicantHiring?: ApplicantHiring } = {}) {
  const { panelPath } = useCompanyDataSource();
  const source = useProfilesDataSource();
  const profiles = source.useProfiles({ page: 1, pageSize: 100 });
  const groups = source.useRankingGroups();
  const [profileId, setProfileId] = useChosenProfile();
  const positionId = useChosenPosition();
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
  if (positionId !== null) {
    return (
      <PositionRanking {...choices} positionId={positionId} applicantHiring={applicantHiring} />
    );
  }
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

/**
 * The people chosen for the comparison, and the comparison once asked for: choosing again
 * closes it, so what it shows is always the people ticked.
 */
function useComparisonChoice(profileId: number) {
  const source = useProfilesDataSource();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState(false);
  const comparison = source.useRankingComparison(
    open ? { profile_id: profileId, user_ids: [...chosen] } : null,
  );
  if (!comparison) return {};
  return {
    compareChoice: {
      chosen,
      onChosenChange: (userId: number, isChosen: boolean) => {
        const next = new Set(chosen);
        if (isChosen) next.add(userId);
        else next.delete(userId);
        setChosen(next);
        setOpen(false);
      },
      onCompare: () => setOpen(true),
    },
    comparison: open
      ? {
          answer: comparison.data,
          isLoading: comparison.isFetching,
          loadFailed: comparison.error !== undefined,
          onRetry: () => void comparison.refetch(),
          onClose: () => setOpen(false),
        }
      : undefined,
  };
}

/** Stars and unstars people on the profile's shortlist, where the API allows it. */
function useShortlistChange(profileId: number) {
  const change = useProfilesDataSource().useChangeShortlist();
  if (!change) return {};
  const [toggle, state] = change;
  return {
    onShortlistChange: (member: RankedMember, starred: boolean) =>
      void toggle({ profile_id: profileId, user_id: member.user_id, starred }),
    shortlistFailed: state.error !== undefined,
  };
}

/** The ranking against a chosen profile: its pages, its download, its stars and comparison. */
function ProfileRanking({ profileId, ...choices }: RankingChoices & { profileId: number }) {
  const shortlist = useShortlistChange(profileId);
  const comparison = useComparisonChoice(profileId);
  const request = {
    profile_id: profileId,
    sort: choices.sort.column,
    order: choices.sort.direction === 'ascending' ? ('asc' as const) : ('desc' as const),
    ...choices.filters,
  };
  const ranked = useRankingPages(request);
  return (
    <RankingView {...choices} {...ranked} {...shortlist} {...comparison} profileId={profileId} />
  );
}

/**
 * A position's applicants against its profile (D92): their pages and download, with when and how
 * each applied, and the hire (D94); no stars nor comparison, which are the members'.
 */
function PositionRanking({
  positionId,
  applicantHiring,
  ...choices
}: RankingChoices & { positionId: number; applicantHiring: ApplicantHiring | undefined }) {
  const hiring = useApplicantHire(applicantHiring);
  const request = {
    position_id: positionId,
    sort: choices.sort.column,
    order: choices.sort.direction === 'ascending' ? ('asc' as const) : ('desc' as const),
    ...applicantFilters(choices.filters),
  };
  const ranked = useRankingPages(request);
  return (
    <RankingView
      {...choices}
      {...ranked}
      profileId={ranked.answer?.profile.profile_id ?? null}
      forPosition
      hiring={hiring}
    />
  );
}

/** One page of a ranking, its download, and the page chosen for the request it was chosen for. */
function useRankingPages(request: RankingRequest) {
  const source = useProfilesDataSource();
  // A new profile, filter or sort starts at page 1. The page is tied to the request it was
  // chosen for rather than the view being remounted, which would take the focus from the field
  // being typed in.
  const requestKey = rankingSearchParams(request);
  const [chosenPage, setChosenPage] = useState({ requestKey, page: 1 });
  const page = chosenPage.requestKey === requestKey ? chosenPage.page : 1;
  const setPage = (next: number) => setChosenPage({ requestKey, page: next });
  const ranking = source.useRanking({ ...request, page });
  const tableExport = useTableExport((file) => source.rankingExportPath({ ...request, ...file }));
  return {
    ...tableExport,
    answer: ranking.data,
    isLoading: ranking.isFetching,
    loadFailure: readApiFailure(ranking.error),
    onRetry: () => void ranking.refetch(),
    page: ranking.data?.page ?? page,
    totalPages: ranking.data?.totalPages ?? 1,
    onPageChange: setPage,
  };
}
