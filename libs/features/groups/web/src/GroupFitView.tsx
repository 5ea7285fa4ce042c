import type { ScaleScores } from '@facet/assessment-domain';
import { Disclosure, EmptyState, ErrorState, Heading, Stack, Text } from '@facet/design-system';
import type { GroupFitAnswer } from '@facet/groups-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { DomainChart, FitLeftOutList, ProfileComparison } from '@facet/scales';
import { useIntl } from 'react-intl';
import { GroupFitTable } from './GroupFitTable';
import { groupsMessages as messages, groupsProblemMessages } from './messages';

export interface GroupFitViewProps {
  groupId: number;
  answer?: GroupFitAnswer;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
}

/**
 * The group against its profile (beyond the spec): each member's fit from their latest result,
 * sortable, members without a result listed as such, the profile's scales no fit counts (and
 * why), and the group's average as charts.
 */
export function GroupFitView({
  groupId,
  answer,
  isLoading,
  loadFailure,
  onRetry,
  panelPath,
}: GroupFitViewProps) {
  const intl = useIntl();
  const heading = <Heading level={2}>{intl.formatMessage(messages.fitHeading)}</Heading>;

  if (loadFailure) {
    return (
      <Stack space="medium">
        {heading}
        <ErrorState
          message={failureText(intl, loadFailure, groupsProblemMessages, messages.fitLoadFailed)}
          onRetry={onRetry}
        />
      </Stack>
    );
  }
  if (isLoading || !answer) {
    return (
      <Stack space="medium">
        {heading}
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      </Stack>
    );
  }
  if (answer.ranges === null || answer.withResults === 0) {
    const noProfile = answer.ranges === null;
    return (
      <Stack space="medium">
        {heading}
        <EmptyState
          title={intl.formatMessage(
            noProfile ? messages.fitNoProfileTitle : messages.fitNoResultsTitle,
          )}
          description={intl.formatMessage(
            noProfile ? messages.fitNoProfileDescription : messages.fitNoResultsDescription,
          )}
        />
      </Stack>
    );
  }

  const profileName = answer.group.profile_name ?? '';
  const averageScores = answer.averageScores as ScaleScores;
  return (
    <Stack space="large">
      {heading}
      <Text tone="secondary">
        {intl.formatMessage(messages.fitSummary, {
          withResults: answer.withResults,
          members: answer.members.length,
          profile: profileName,
        })}
      </Text>
      <FitLeftOutList leftOut={answer.leftOutOfFit} />
      <GroupFitTable
        groupId={groupId}
        members={answer.members}
        profileName={profileName}
        panelPath={panelPath}
      />
      <Heading level={3}>{intl.formatMessage(messages.averageHeading)}</Heading>
      {/* The average's per-scale comparison and chart run several screens on a phone (D71). */}
      <Disclosure
        expandLabel={intl.formatMessage(messages.showAverage)}
        collapseLabel={intl.formatMessage(messages.hideAverage)}
      >
        <Stack space="large">
          <ProfileComparison
            scores={averageScores}
            ranges={answer.ranges}
            profileName={profileName}
          />
          <DomainChart
            scores={averageScores}
            title={intl.formatMessage(messages.averageChartTitle, { count: answer.withResults })}
          />
        </Stack>
      </Disclosure>
    </Stack>
  );
}
