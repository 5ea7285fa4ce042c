import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Link,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import {
  heatBandPercentiles,
  minimumPeopleShown,
  type TeamViewAnswer,
} from '@facet/team-insight-domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TeamHeatmap, scaleSets, valueModes, type ScaleSet, type ValueMode } from './TeamHeatmap';
import { TeamComparisonView, type TeamComparisonViewProps } from './TeamComparisonView';
import { CountedNote, LeftOutNote, TeamDistribution, TeamSpreadSummary } from './TeamSections';
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
  const [valueMode, setValueMode] = useState<ValueMode>(initialValueMode);
  const [scaleSet, setScaleSet] = useState<ScaleSet>(initialScaleSet);
  const [tableView, setTableView] = useState(initialTableView);
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
      <Stack space="medium">
        {back}
        <Heading level={headingLevel}>{title}</Heading>
        <CountedNote counted={view.counted} countedQuestionable={view.countedQuestionable} />
        <LeftOutNote leftOut={view.leftOut} />
        {onDownloadPdf && !noScores && (
          <Inline space="small" alignY="center">
            <Button variant="secondary" onPress={onDownloadPdf} isPending={isPreparingPdf}>
              {intl.formatMessage(messages.downloadPdf)}
            </Button>
            {isPreparingPdf && (
              <Text size="small" tone="secondary">
                {intl.formatMessage(messages.preparingPdf)}
              </Text>
            )}
          </Inline>
        )}
        {pdfFailure && (
          <Alert tone="critical">
            {failureText(intl, pdfFailure, teamInsightProblemMessages, messages.pdfFailed)}
          </Alert>
        )}
      </Stack>
      {nobody ? (
        <EmptyState
          headingLevel={sectionLevel}
          title={intl.formatMessage(
            view.leftOut.total === 0 ? messages.emptyTitle : messages.everyoneLeftOutTitle,
          )}
          description={intl.formatMessage(
            view.leftOut.total === 0
              ? messages.emptyDescription
              : messages.everyoneLeftOutDescription,
          )}
        />
      ) : view.scoresWithheld ? (
        <EmptyState
          headingLevel={sectionLevel}
          title={intl.formatMessage(messages.tooFewTitle)}
          description={intl.formatMessage(messages.tooFewDescription, {
            minimum: minimumPeopleShown,
          })}
        />
      ) : (
        <>
          <Stack space="medium">
            <Heading level={sectionLevel}>{intl.formatMessage(messages.heatmapHeading)}</Heading>
            <Text size="small" tone="secondary">
              {intl.formatMessage(messages.percentileNote, {
                from: heatBandPercentiles.averageFrom,
                to: heatBandPercentiles.averageTo,
              })}
            </Text>
            <Inline space="xlarge" alignY="bottom">
              <RadioGroup
                label={intl.formatMessage(messages.showLabel)}
                orientation="horizontal"
                value={valueMode}
                onChange={(value) => setValueMode(value as ValueMode)}
              >
                {valueModes.map((mode) => (
                  <Radio key={mode} value={mode}>
                    {intl.formatMessage(
                      mode === 'percentiles' ? messages.showPercentiles : messages.showLevels,
                    )}
                  </Radio>
                ))}
              </RadioGroup>
              <RadioGroup
                label={intl.formatMessage(messages.scalesLabel)}
                orientation="horizontal"
                value={scaleSet}
                onChange={(value) => setScaleSet(value as ScaleSet)}
              >
                {scaleSets.map((set) => (
                  <Radio key={set} value={set}>
                    {intl.formatMessage(
                      set === 'domains' ? messages.scalesDomains : messages.scalesFacets,
                    )}
                  </Radio>
                ))}
              </RadioGroup>
              <Switch isSelected={tableView} onChange={setTableView}>
                {intl.formatMessage(messages.tableView)}
              </Switch>
            </Inline>
            <TeamHeatmap
              members={view.members}
              scales={view.scales}
              valueMode={valueMode}
              scaleSet={scaleSet}
              asTable={tableView}
            />
          </Stack>
          <TeamDistribution distributions={view.distributions} headingLevel={sectionLevel} />
          <TeamSpreadSummary spread={view.spread} headingLevel={sectionLevel} />
        </>
      )}
      {comparison && <TeamComparisonView {...comparison} headingLevel={sectionLevel} />}
    </Stack>
  );
}
