import { normsOfVersion, type ScaleScores } from '@facet/assessment-domain';
import { Alert, Button, ErrorState, Heading, Link, Stack, Text } from '@facet/design-system';
import { failureText } from '@facet/platform-api-client';
import { resultDecisionOf, type EmployeeResultReportAnswer } from '@facet/profiles-domain';
import { rangesFromProfileFields } from '@facet/reports-domain';
import {
  DomainChart,
  LikelyRangesSwitch,
  NormsNote,
  ProfileComparison,
  useLikelyRanges,
} from '@facet/scales';
import { useIntl } from 'react-intl';
import { profilesMessages as messages, profilesProblemMessages } from '../../messages';
import { CompanyValidityAlert } from './CompanyValidityAlert';
import { ComparisonProfilePicker } from './ComparisonProfilePicker';
import { ChooseProfilePrompt, FitHeadline } from './ResultDecision';
import { ReportSections, ResultReadings } from './ResultReadings';
import type { EmployeeResultViewProps } from './employee-result-props';
import { WithheldResult } from './WithheldResult';

/**
 * An employee's result for a manager, decision first (D69): under the title and any validity
 * caution, the fit with the chosen profile (the ranking's fit score, a meter and the scales
 * outside its ranges) or, without one, the company's profiles to choose from; then the profile's
 * scales one by one, outside first; then the same normed view the employee sees (overview chart,
 * domain, facet and PEN percentiles with their levels, the report) and the PDF. Every chart is
 * one encoding: the percentile bar and the profile's range, the error line only under the pointer
 * or with "Show the likely range of each score". A questionable result opens with the caution to
 * confirm it before any decision; an invalid one shows its raw scores only.
 */
export function EmployeeResultView({
  answer,
  isLoading,
  loadFailure,
  onRetry,
  ...shown
}: EmployeeResultViewProps) {
  const intl = useIntl();
  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(intl, loadFailure, profilesProblemMessages, messages.resultLoadFailed)}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading || !answer) {
    return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;
  }
  return <ResultContent {...shown} answer={answer} />;
}

type ResultContentProps = Omit<
  EmployeeResultViewProps,
  'answer' | 'isLoading' | 'loadFailure' | 'onRetry'
> & { answer: EmployeeResultReportAnswer };

function ResultContent({
  answer,
  profiles,
  onChooseProfile,
  isChoosing,
  choiceFailure,
  onDownloadPdf,
  isPreparingPdf,
  pdfFailure,
  backHref,
  backLabel,
  isChoiceSaved,
  interviewGuideHref,
  ...retake
}: ResultContentProps) {
  const intl = useIntl();
  const likelyRanges = useLikelyRanges();
  const { inform: report, employee, profile } = answer;
  const scores = answer.scores as ScaleScores;
  if (!report) {
    return (
      <WithheldResult
        {...retake}
        answer={answer}
        onDownloadPdf={onDownloadPdf}
        isPreparingPdf={isPreparingPdf}
        pdfFailure={pdfFailure}
        backHref={backHref}
        backLabel={backLabel}
      />
    );
  }
  const ranges = profile ? rangesFromProfileFields(profile) : {};
  const norms = normsOfVersion(report.normVersion);
  const positions = new Map(
    (answer.comparison?.scales ?? []).map((fit) => [fit.scale, fit.position] as const),
  );
  const { errorBand } = likelyRanges;
  const blockContext = { lang: report.lang, norms, ranges, positions, errorBand };
  const picker = (
    <ComparisonProfilePicker
      profiles={profiles}
      chosenProfileId={profile?.profile_id}
      onChooseProfile={onChooseProfile}
      isChoosing={isChoosing}
      choiceFailure={choiceFailure}
      isChoiceSaved={isChoiceSaved}
      interviewGuideHref={interviewGuideHref}
    />
  );
  return (
    <Stack space="large">
      <Link href={backHref}>{backLabel}</Link>
      <Heading level={1}>
        {intl.formatMessage(messages.resultTitle, { number: report.number, name: employee.name })}
      </Heading>
      <Text tone="secondary">
        {intl.formatMessage(messages.resultDate, {
          date: intl.formatDate(report.date, { dateStyle: 'long' }),
        })}
      </Text>
      <CompanyValidityAlert validity={answer.validity} />
      {profile ? (
        <FitHeadline
          profileName={profile.name}
          decision={resultDecisionOf({ scores, norms, validity: answer.validity.status }, ranges)}
          language={report.lang}
        >
          {picker}
        </FitHeadline>
      ) : (
        <ChooseProfilePrompt hasProfiles={profiles.length > 0} canChoose={Boolean(onChooseProfile)}>
          {picker}
        </ChooseProfilePrompt>
      )}
      {profile && (
        <ProfileComparison
          scores={scores}
          ranges={ranges}
          profileName={profile.name}
          title={intl.formatMessage(messages.scaleByScaleTitle, { profile: profile.name })}
          showFitSummary={false}
          outsideFirst
          errorBand={errorBand}
          norms={norms}
        />
      )}
      <LikelyRangesSwitch isSelected={likelyRanges.isShown} onChange={likelyRanges.setShown} />
      <NormsNote norms={norms} />
      <DomainChart scores={scores} language={report.lang} norms={norms} errorBand={errorBand} />
      <ResultReadings inform={report} context={blockContext} />
      <ReportSections inform={report} />
      {pdfFailure && <Alert tone="critical">{intl.formatMessage(messages.pdfFailed)}</Alert>}
      <Button variant="primary" onPress={onDownloadPdf} isPending={isPreparingPdf}>
        {intl.formatMessage(isPreparingPdf ? messages.preparingPdf : messages.downloadPdf)}
      </Button>
    </Stack>
  );
}
