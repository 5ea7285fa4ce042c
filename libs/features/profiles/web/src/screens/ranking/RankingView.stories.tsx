import { leftOutOfFit } from '@facet/reports-domain';
import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultRankingFilters } from './RankingFilters';
import { RankingView } from './RankingView';
import type { ApplicantHireChoice } from './use-applicant-hire';
import {
  rankedMember,
  sampleComparison,
  sampleProfiles,
  sampleRanking as ranked,
  sampleRankingGroups,
  samplePositionRanking,
  tiesBrokenRanking,
} from '../../story-fixtures';

const compareChoice = (chosen: number[]) => ({
  chosen: new Set(chosen),
  onChosenChange: () => undefined,
  onCompare: () => undefined,
});

const meta = {
  component: RankingView,
  args: {
    profiles: sampleProfiles,
    groups: sampleRankingGroups,
    profileId: ranked.profile.profile_id,
    onProfileChange: () => undefined,
    filters: defaultRankingFilters,
    onFiltersChange: () => undefined,
    sort: { column: 'fit', direction: 'descending' },
    onSortChange: () => undefined,
    answer: ranked,
    page: 1,
    totalPages: 3,
    onPageChange: () => undefined,
    onRetry: () => undefined,
    onExport: () => undefined,
    onShortlistChange: () => undefined,
    compareChoice: compareChoice([]),
  },
} satisfies Meta<typeof RankingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoProfilesYet: Story = {
  parameters: { screenState: 'empty' },
  args: { profiles: [], profileId: null, answer: undefined },
};
export const ChooseAProfile: Story = { args: { profileId: null, answer: undefined } };
export const Loading: Story = { args: { answer: undefined, isLoading: true } };
export const LoadFailed: Story = { args: { answer: undefined, loadFailure: { status: 500 } } };
export const ProfileGone: Story = { args: { answer: undefined, loadFailure: { status: 404 } } };
export const NoResultsYet: Story = {
  parameters: { screenState: 'empty' },
  args: { answer: { ...ranked, members: [], total: 0, totalPages: 1 }, totalPages: 1 },
};
/** Every finished result is invalid: nothing to rank by default, and the note says how many. */
export const OnlyInvalidResults: Story = {
  parameters: { screenState: 'empty' },
  args: {
    answer: { ...ranked, members: [], total: 0, totalPages: 1, invalidExcluded: 3 },
    totalPages: 1,
  },
};
export const NobodyMatchesTheFilters: Story = {
  parameters: { screenState: 'empty' },
  args: {
    filters: { member_role: 'candidate', validity: 'invalid' },
    answer: { ...ranked, members: [], total: 0, totalPages: 1 },
    totalPages: 1,
  },
};
/** Narrowed to one group and the results finished in November. */
export const FilteredByGroupAndDates: Story = {
  parameters: { screenState: 'success' },
  args: {
    filters: { ...defaultRankingFilters, group_id: 7, from: '2026-11-01', to: '2026-11-30' },
  },
};
export const FilteredByGroupAndDatesEmpty: Story = {
  parameters: { screenState: 'empty' },
  args: {
    filters: { ...defaultRankingFilters, group_id: 8, from: '2026-11-01', to: '2026-11-02' },
    answer: { ...ranked, members: [], total: 0, totalPages: 1 },
    totalPages: 1,
  },
};
/** A range that ends before it starts: the field says so and the ranking is not asked again. */
export const DatesReversed: Story = {
  args: { filters: { ...defaultRankingFilters, from: '2026-11-30', to: '2026-11-01' } },
};
/** A company without groups offers only "Any group". */
export const NoGroups: Story = { args: { groups: [] } };
export const Ranked: Story = { parameters: { screenState: 'success' } };
/**
 * The default list: valid and questionable results, the questionable one marked, and the two
 * invalid ones left out and counted.
 */
export const QuestionableMarkedInvalidLeftOut: Story = {
  parameters: { screenState: 'success' },
  args: { answer: { ...ranked, invalidExcluded: 2 } },
};
export const QuestionableMarkedInvalidLeftOutSpanish: Story = {
  ...QuestionableMarkedInvalidLeftOut,
  globals: { language: 'es' },
};
export const QuestionableMarkedInvalidLeftOutPortuguese: Story = {
  ...QuestionableMarkedInvalidLeftOut,
  globals: { language: 'pt' },
};
/** Only the questionable results, to confirm them one by one. */
export const QuestionableOnly: Story = {
  args: {
    filters: { validity: 'questionable' },
    answer: {
      ...ranked,
      members: ranked.members.slice(3),
      total: 1,
      totalPages: 1,
      invalidExcluded: 2,
    },
    totalPages: 1,
  },
};
export const WithInvalidResults: Story = {
  args: {
    filters: { validity: 'any' },
    answer: {
      ...ranked,
      members: [...ranked.members, rankedMember(5, 'Gail Guess', null, null, 'invalid')],
    },
  },
};
export const Downloading: Story = { args: { exporting: 'xlsx' } };
export const DownloadFailed: Story = { args: { exportFailure: { status: 500 } } };
/** The narrowest phone the product is checked on: each row becomes a card of named values. */
export const RankedPhone: Story = {
  parameters: { screenState: 'success' },
  decorators: [
    (Story) => (
      <div style={{ width: '390px', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
/** A wide screen: every column side by side. */
export const RankedWide: Story = {
  parameters: { screenState: 'success' },
  decorators: [
    (Story) => (
      <div style={{ width: '1440px', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
/**
 * A profile that sets extraversion with two of its facets, and PEN P with trust: the note under
 * the count says which scales no fit counts, and why.
 */
const scalesLeftOut = leftOutOfFit({
  extraversion: { min: 100, max: 170 },
  cordiality: { min: 16, max: 32 },
  assertiveness: { min: 20, max: 32 },
  trust: { min: 18, max: 32 },
  pen_psychoticism: { min: 0, max: 90 },
});
export const ScalesLeftOutOfFit: Story = {
  parameters: { screenState: 'success' },
  args: { answer: { ...ranked, leftOutOfFit: scalesLeftOut } },
};
export const ScalesLeftOutOfFitSpanish: Story = {
  ...ScalesLeftOutOfFit,
  globals: { language: 'es' },
};
export const ScalesLeftOutOfFitPortuguese: Story = {
  ...ScalesLeftOutOfFit,
  globals: { language: 'pt' },
};
/** Five people inside every range, all "100 %": the score orders them by the ranges' centres. */
export const RankedWithTiesBroken: Story = {
  parameters: { screenState: 'success' },
  args: { answer: tiesBrokenRanking, totalPages: 1 },
};
/** Only the people starred on the shortlist. */
export const ShortlistOnly: Story = {
  parameters: { screenState: 'success' },
  args: {
    filters: { ...defaultRankingFilters, shortlisted: true },
    answer: { ...ranked, members: ranked.members.filter((member) => member.shortlisted), total: 1 },
    totalPages: 1,
  },
};
export const ShortlistOnlyEmpty: Story = {
  parameters: { screenState: 'empty' },
  args: {
    filters: { ...defaultRankingFilters, shortlisted: true },
    answer: { ...ranked, members: [], total: 0, totalPages: 1 },
    totalPages: 1,
  },
};
export const ShortlistChangeFailed: Story = { args: { shortlistFailed: true } };
/** The back office reads the stars but cannot change them, and offers no comparison. */
export const ShortlistReadOnly: Story = {
  args: { onShortlistChange: undefined, compareChoice: undefined },
};
/** One person chosen: "Compare" waits for a second. */
export const OneChosenToCompare: Story = { args: { compareChoice: compareChoice([1]) } };
export const CompareTwo: Story = {
  parameters: { screenState: 'success' },
  args: {
    compareChoice: compareChoice([1, 2]),
    comparison: { answer: sampleComparison, onClose: () => undefined },
  },
};
/** The most people at once: every further box is disabled. */
export const CompareFour: Story = {
  parameters: { screenState: 'success' },
  args: {
    compareChoice: compareChoice([1, 2, 3, 4]),
    comparison: {
      answer: {
        ...sampleComparison,
        people: [
          ...sampleComparison.people,
          { ...sampleComparison.people[0]!, user_id: 3, name: 'Erin Employee', fitScore: 52.9 },
          {
            ...sampleComparison.people[1]!,
            user_id: 4,
            name: 'Alicia Owner',
            validity: 'invalid',
            fitScore: null,
            percentiles: null,
          },
        ],
      },
      onClose: () => undefined,
    },
  },
};
export const CompareLoading: Story = {
  args: {
    compareChoice: compareChoice([1, 2]),
    comparison: { isLoading: true, onClose: () => undefined },
  },
};
export const CompareFailed: Story = {
  args: {
    compareChoice: compareChoice([1, 2]),
    comparison: { loadFailed: true, onRetry: () => undefined, onClose: () => undefined },
  },
};
export const CompareEmpty: Story = {
  parameters: { screenState: 'empty' },
  args: {
    compareChoice: compareChoice([]),
    comparison: { answer: { ...sampleComparison, people: [] }, onClose: () => undefined },
  },
};
/** On a phone each row is a compact card: star, name, fit, status, result and the box. */
export const PhoneCards: Story = {
  parameters: { screenState: 'success', viewport: phoneViewport },
  globals: phoneGlobals,
  args: { answer: tiesBrokenRanking, totalPages: 1, compareChoice: compareChoice([1]) },
};

/** A position's applicants against its profile: fixed profile, applied date and source (D92). */
const positionArgs = {
  forPosition: true,
  answer: samplePositionRanking,
  profileId: samplePositionRanking.profile.profile_id,
  totalPages: 1,
  onShortlistChange: undefined,
  compareChoice: undefined,
};
export const PositionApplicants: Story = {
  parameters: { screenState: 'success' },
  args: positionArgs,
};
export const PositionApplicantsOnAPhone: Story = {
  globals: phoneGlobals,
  parameters: { viewport: phoneViewport },
  args: positionArgs,
};
/** People applied, but nobody has finished the assessment yet. */
export const PositionNobodyFinishedYet: Story = {
  parameters: { screenState: 'empty' },
  args: {
    ...positionArgs,
    answer: { ...samplePositionRanking, members: [], total: 0, totalPages: 1 },
  },
};
export const PositionLoading: Story = {
  parameters: { screenState: 'loading' },
  args: { ...positionArgs, answer: undefined, profileId: null, isLoading: true },
};
export const PositionGone: Story = {
  parameters: { screenState: 'error' },
  args: {
    ...positionArgs,
    answer: undefined,
    profileId: null,
    loadFailure: { status: 404, code: 'profiles.position_not_found' },
  },
};

/** "Mark as hired" on a position's ranking (D94): the row's button, and the dialog it opens. */
const [firstApplicant, ...otherApplicants] = samplePositionRanking.members;
const hiring = (state: Partial<ApplicantHireChoice> = {}): ApplicantHireChoice => ({
  confirming: null,
  onAsk: () => undefined,
  onCancel: () => undefined,
  onConfirm: () => undefined,
  isSending: false,
  problemMessages: {},
  ...state,
});
export const PositionHireOffered: Story = {
  parameters: { screenState: 'success' },
  args: { ...positionArgs, hiring: hiring() },
};
export const PositionHireAsked: Story = {
  args: { ...positionArgs, hiring: hiring({ confirming: firstApplicant! }) },
};
export const PositionHireSending: Story = {
  args: { ...positionArgs, hiring: hiring({ confirming: firstApplicant!, isSending: true }) },
};
export const PositionHireFailed: Story = {
  args: {
    ...positionArgs,
    hiring: hiring({ confirming: firstApplicant!, failure: { status: 500 } }),
  },
};
export const PositionHireFailedSpanish: Story = {
  globals: { language: 'es' },
  args: PositionHireFailed.args,
};
export const PositionHireAskedPortuguese: Story = {
  globals: { language: 'pt' },
  args: PositionHireAsked.args,
};
/** Hired applicants show it instead of the button. */
export const PositionApplicantHired: Story = {
  parameters: { screenState: 'success' },
  args: {
    ...positionArgs,
    answer: {
      ...samplePositionRanking,
      members: [{ ...firstApplicant!, hired_at: '2026-11-28T10:00:00.000Z' }, ...otherApplicants],
    },
    hiring: hiring(),
  },
};
export const PositionApplicantHiredOnAPhone: Story = {
  globals: phoneGlobals,
  parameters: { viewport: phoneViewport },
  args: PositionApplicantHired.args,
};
