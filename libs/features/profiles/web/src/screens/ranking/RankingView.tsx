import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  Heading,
  Inline,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import {
  PagedTableView,
  TableExport,
  type PagedList,
  type TableExportState,
} from '@facet/platform-web-kit';
import {
  comparedPeople,
  profilesProblems,
  type ProfileRankingAnswer,
  type ProfileRecord,
  type RankingSort,
} from '@facet/profiles-domain';
import { scalesCatalogue } from '@facet/scales';
import type { SortDescriptor } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { profilesMessages as messages, profilesProblemMessages } from '../../messages';
import type { RankingGroup } from '../../profiles-endpoints';
import { profileCreatePath } from '../profiles-table/ProfilesTableView';
import { positionRankingColumns, rankingColumns, type RankingRowActions } from './RankingColumns';
import { RankingComparisonView, type RankingComparisonViewProps } from './RankingComparisonView';
import { isFiltered, RankingFilters, type RankingFilterChoice } from './RankingFilters';
import { RankingSummary } from './RankingSummary';
import { ApplicantHireDialog } from './HireApplicantDialogView';
import type { ApplicantHireChoice } from './use-applicant-hire';

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
  /** Stars or unstars a person; absent where the shortlist can only be read (the back office). */
  onShortlistChange?: RankingRowActions['onShortlistChange'];
  /** The last star could not be saved. */
  shortlistFailed?: boolean;
  /**
   * The people chosen for the comparison and how to change the choice; absent where no
   * comparison is offered (the back office).
   */
  compareChoice?: {
    chosen: ReadonlySet<number>;
    onChosenChange: (userId: number, chosen: boolean) => void;
    onCompare: () => void;
  };
  /** The open comparison, above the list. */
  comparison?: Omit<RankingComparisonViewProps, 'profileName'>;
  /**
   * A position's ranking (D92): its applicants against its profile, which `answer` names (and
   * `profileId` once it has loaded); the profile is fixed and member-only filters are not offered.
   */
  forPosition?: boolean;
  /** A position's "Mark as hired" (D94); absent where the hire is not offered (the back office). */
  hiring?: ApplicantHireChoice | undefined;
}

/** The ranking's sort, from the table's: by name, by date, else by fit. */
function rankingSortOf(descriptor: SortDescriptor): RankingSortChoice {
  return {
    column:
      descriptor.column === 'name' || descriptor.column === 'date' ? descriptor.column : 'fit',
    direction: descriptor.direction,
  };
}

/** Why the ranking has no rows: nobody shortlisted, nobody left by the filters, or nobody yet. */
function rankingEmpty(intl: IntlShape, filters: RankingViewProps['filters'], forPosition: boolean) {
  const filtered = isFiltered(filters);
  if (forPosition && !filtered) {
    return {
      title: intl.formatMessage(messages.rankingPositionEmptyTitle),
      description: intl.formatMessage(messages.rankingPositionEmptyDescription),
    };
  }
  const title = filters.shortlisted
    ? messages.rankingShortlistEmptyTitle
    : filtered
      ? messages.rankingFilteredEmptyTitle
      : messages.rankingEmptyTitle;
  const description = filters.shortlisted
    ? messages.rankingShortlistEmptyDescription
    : filtered
      ? messages.rankingFilteredEmptyDescription
      : messages.rankingEmptyDescription;
  return { title: intl.formatMessage(title), description: intl.formatMessage(description) };
}

/** What the ranking says when it cannot load: a profile that is gone, or the default. */
function rankingLoadError(intl: IntlShape, loadFailure: ApiFailure) {
  return failureText(
    intl,
    loadFailure,
    {
      ...profilesProblemMessages,
      [profilesProblems.notFound.code]: messages.rankingProfileNotFound,
    },
    messages.rankingLoadFailed,
  );
}

/** What a row offers: its star, and its box for the comparison while more may be chosen. */
function rankingRowActions(
  onShortlistChange: RankingViewProps['onShortlistChange'],
  compareChoice: RankingViewProps['compareChoice'],
): RankingRowActions {
  return {
    onShortlistChange,
    comparison: compareChoice && {
      chosen: compareChoice.chosen,
      canChooseMore: compareChoice.chosen.size < comparedPeople.most,
      onChosenChange: (member, chosen) => compareChoice.onChosenChange(member.user_id, chosen),
    },
  };
}

/** The company has no profile to rank against yet: it is sent to create one. */
function NoProfilesToRank({ panelPath }: { panelPath: string | undefined }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(messages.rankingNoProfilesTitle)}
      description={intl.formatMessage(messages.rankingNoProfilesDescription)}
      action={
        <ButtonLink href={profileCreatePath(panelPath)}>
          {intl.formatMessage(messages.createProfile)}
        </ButtonLink>
      }
    />
  );
}

/** The page's title: ranking against a profile, or a position's applicants against its own. */
function RankingHeading({ answer }: { answer?: ProfileRankingAnswer | undefined }) {
  const intl = useIntl();
  const position = answer?.position;
  if (!position) {
    return (
      <Stack space="small">
        <Heading level={1}>{intl.formatMessage(messages.rankingTitle)}</Heading>
        <Text tone="secondary">{intl.formatMessage(messages.rankingIntro)}</Text>
      </Stack>
    );
  }
  return (
    <Stack space="small">
      <Heading level={1}>
        {intl.formatMessage(messages.rankingPositionTitle, { position: position.name })}
      </Heading>
      <Text tone="secondary">
        {intl.formatMessage(messages.rankingPositionIntro, { profile: answer.profile.name })}
      </Text>
    </Stack>
  );
}

/** What the table is called, for screen readers, and the columns it has. */
function rankingTable(
  intl: IntlShape,
  { profileId, answer, panelPath, forPosition, hiring }: RankingViewProps,
  profileName: string,
  actions: RankingRowActions,
) {
  if (forPosition) {
    return {
      label: intl.formatMessage(messages.rankingPositionTableLabel, {
        position: answer?.position?.name ?? '',
        profile: profileName,
      }),
      columns: positionRankingColumns(intl, answer?.profile.profile_id, panelPath, hiring?.onAsk),
    };
  }
  return {
    label: intl.formatMessage(messages.rankingTableLabel, { profile: profileName }),
    columns: rankingColumns(intl, profileId ?? 0, panelPath, actions),
  };
}

/** Compares the people chosen in the ranking, once there are enough of them. */
function CompareButton({ chosenCount, onCompare }: { chosenCount: number; onCompare: () => void }) {
  const intl = useIntl();
  return (
    <Inline space="small" alignY="center">
      <Button
        variant="secondary"
        isDisabled={chosenCount < comparedPeople.fewest}
        onPress={onCompare}
      >
        {intl.formatMessage(messages.rankingCompare, { count: chosenCount })}
      </Button>
      <Text size="small" tone="secondary">
        {intl.formatMessage(messages.rankingCompareHint)}
      </Text>
    </Inline>
  );
}

/** The profile picker and the filters; a position's ranking shows its own profile, fixed. */
function RankingPickers({
  profiles,
  profilesLoading,
  profileId,
  onProfileChange,
  groups,
  filters,
  onFiltersChange,
  answer,
  forPosition = false,
}: RankingViewProps) {
  return (
    <RankingFilters
      profiles={forPosition && answer ? [answer.profile] : profiles}
      profilesLoading={profilesLoading}
      profileId={profileId}
      onProfileChange={onProfileChange}
      groups={groups}
      filters={filters}
      onFiltersChange={onFiltersChange}
      forPosition={forPosition}
    />
  );
}

/**
 * Every member's latest result against a chosen profile (issue 22): sortable by fit, name and
 * date, paged, filtered by role, group, finished date and validity (valid and questionable by
 * default, each marked, the invalid ones left out counted), each row linking to the result with
 * that profile chosen, and the whole list as a file. Or a position's applicants against its
 * profile, with when and how each applied (`forPosition`, D92).
 */
export function RankingView(props: RankingViewProps) {
  const {
    profiles,
    profilesLoading,
    profileId,
    filters,
    sort,
    onSortChange,
    answer,
    loadFailure,
    exporting,
    exportFailure,
    onExport,
    panelPath,
    onShortlistChange,
    shortlistFailed,
    compareChoice,
    comparison,
    forPosition = false,
    hiring,
    ...list
  } = props;
  const intl = useIntl();
  const heading = <RankingHeading answer={answer} />;
  if (!forPosition && !profilesLoading && profiles.length === 0) {
    return (
      <Stack space="large">
        {heading}
        <NoProfilesToRank panelPath={panelPath} />
      </Stack>
    );
  }
  const pickers = <RankingPickers {...props} />;
  if (profileId === null && !forPosition) {
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
  const table = rankingTable(
    intl,
    props,
    profileName,
    rankingRowActions(onShortlistChange, compareChoice),
  );
  return (
    <Stack space="large">
      {heading}
      <PagedTableView
        {...list}
        label={table.label}
        rows={answer?.members ?? []}
        rowKey={(member) => member.user_id}
        sortDescriptor={sort}
        onSortChange={(descriptor: SortDescriptor) => onSortChange(rankingSortOf(descriptor))}
        columns={table.columns}
        empty={rankingEmpty(intl, filters, forPosition)}
        loadError={loadFailure && rankingLoadError(intl, loadFailure)}
      >
        {pickers}
        {answer && <RankingSummary answer={answer} profileName={profileName} />}
        <Text size="small" tone="secondary">
          {intl.formatMessage(scalesCatalogue.messages.fitScoreExplained)}
        </Text>
        <TableExport
          exporting={exporting}
          exportFailure={exportFailure}
          onExport={onExport}
          isDisabled={!answer || answer.total === 0}
        />
        {compareChoice && (
          <CompareButton
            chosenCount={compareChoice.chosen.size}
            onCompare={compareChoice.onCompare}
          />
        )}
        {shortlistFailed && (
          <Alert tone="critical">{intl.formatMessage(messages.rankingShortlistFailed)}</Alert>
        )}
        {comparison && <RankingComparisonView {...comparison} profileName={profileName} />}
      </PagedTableView>
      {hiring && <ApplicantHireDialog hiring={hiring} />}
    </Stack>
  );
}
