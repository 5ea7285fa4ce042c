import { EmptyState, ErrorState, Heading, Link, Spinner, Stack } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { minimumPeopleShown, type TeamViewAnswer } from '@facet/team-insight-domain';
import { useIntl } from 'react-intl';
import type { ScaleSet, ValueMode } from './TeamHeatmap';
import { TeamHeatmapSection } from './TeamHeatmapSection';
import { TeamComparisonView, type TeamComparisonViewProps } from './TeamComparisonView';
import { TeamDistribution, TeamSpreadSummary, type SectionLevel } from './TeamSections';
import { TeamViewHeader } from './TeamViewHeader';
import { teamInsightMessages as messages, teamInsightProblemMessages } from './messages';

export interface TeamViewProps {
  view?: TeamViewAnswer;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** 1 on its own page, 2 inside the company panel's tab. @default 1 */
  headingLevel?: 1 | 2;
  /** The group's page, for the way back. */
  backHref?: string;
  onDownloadPdf?: () => void;
  isPreparingPdf?: boolean;
  pdfFailure?: ApiFailure;
  /** The picker and side-by-side of a second group; a group's view only. */
  comparison?: TeamComparisonViewProps;
  /** Where the toggles start (the stories show each). */
  initialValueMode?: ValueMode;
  initialScaleSet?: ScaleSet;
  initialTableView?: boolean;
}

/**
 * The team view of a group or of the company (issue 23): who counts and who was left out, the
 * heatmap or its table, each domain against the norm, where the team is alike and differs, and
 * a second group beside it. Props only, so Storybook shows every state.
 */
export function TeamView({
  view,
  isLoading,
  loadFailure,
  onRetry,
  headingLevel = 1,
  backHref,
  onDownloadPdf,
  isPreparingPdf,
  pdfFailure,
  comparison,
  initialValueMode = 'percentiles',
  initialScaleSet = 'domains',
  initialTableView = false,
}: TeamViewProps) {
  const intl = useIntl();
  const sectionLevel = headingLevel === 1 ? 2 : 3;
  const title = view
    ? intl.formatMessage(messages.heading, { name: view.scope.name })
    : intl.formatMessage(messages.pageTitle);
  const back = backHref && (
    <Link href={backHref} variant="standalone">
      {intl.formatMessage(messages.backToGroup)}
    </Link>
  );
  if (isLoading) {
    return (
      <Stack space="medium">
        {back}
        <Heading level={headingLevel}>{title}</Heading>
        <Spinner label={intl.formatMessage(messages.loading)} />
      </Stack>
    );
  }
  if (loadFailure || !view) {
    // A group that is gone stays gone: trying again cannot help.
    const groupGone = loadFailure?.status === 404;
    return (
      <Stack space="medium">
        {back}
        <Heading level={headingLevel}>{title}</Heading>
        <ErrorState
          headingLevel={sectionLevel}
          message={failureText(
            intl,
            loadFailure ?? { status: 500 },
            teamInsightProblemMessages,
            messages.loadFailed,
          )}
          onRetry={groupGone ? undefined : onRetry}
        />
      </Stack>
    );
  }
  const nobody = view.counted === 0;
  const noScores = nobody || view.scoresWithheld;
  return (
    <Stack space="xlarge">
      <TeamViewHeader
        view={view}
        back={back}
        title={title}
        headingLevel={headingLevel}
        onDownloadPdf={noScores ? undefined : onDownloadPdf}
        isPreparingPdf={isPreparingPdf}
        pdfFailure={pdfFailure}
      />
      {noScores ? (
        <TeamWithoutScores view={view} headingLevel={sectionLevel} />
      ) : (
        <>
          <TeamHeatmapSection
            view={view}
            headingLevel={sectionLevel}
            initialValueMode={initialValueMode}
            initialScaleSet={initialScaleSet}
            initialTableView={initialTableView}
          />
          <TeamDistribution distributions={view.distributions} headingLevel={sectionLevel} />
          <TeamSpreadSummary spread={view.spread} headingLevel={sectionLevel} />
        </>
      )}
      {comparison && <TeamComparisonView {...comparison} headingLevel={sectionLevel} />}
    </Stack>
  );
}

/** Why a team view shows no scores: nobody counts, or too few for their scores to be shown. */
function TeamWithoutScores({
  view,
  headingLevel,
}: {
  view: TeamViewAnswer;
  headingLevel: SectionLevel;
}) {
  const intl = useIntl();
  if (view.counted === 0) {
    const nobodyLeftOut = view.leftOut.total === 0;
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={intl.formatMessage(
          nobodyLeftOut ? messages.emptyTitle : messages.everyoneLeftOutTitle,
        )}
        description={intl.formatMessage(
          nobodyLeftOut ? messages.emptyDescription : messages.everyoneLeftOutDescription,
        )}
      />
    );
  }
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={intl.formatMessage(messages.tooFewTitle)}
      description={intl.formatMessage(messages.tooFewDescription, { minimum: minimumPeopleShown })}
    />
  );
}
