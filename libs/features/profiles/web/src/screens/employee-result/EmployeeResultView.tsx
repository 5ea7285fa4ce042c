import {
  normsOfVersion,
  type NormSet,
  type Scale,
  type ScaleScores,
} from '@facet/assessment-domain';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  Heading,
  Link,
  ReadingSection,
  Select,
  Stack,
  Switch,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import {
  resultDecisionOf,
  type EmployeeResultInformAnswer,
  type ProfileRecord,
} from '@facet/profiles-domain';
import {
  rangesFromProfileFields,
  type FitPosition,
  type ProfileRanges,
  type ResultInform,
  type ScaleReading,
} from '@facet/reports-domain';
import {
  DomainChart,
  FacetScoreBar,
  NormsNote,
  ProfileComparison,
  scalesCatalogue,
  type ErrorBandDisplay,
} from '@facet/scales';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CompanyValidityAlert } from './CompanyValidityAlert';
import { profilesMessages as messages, profilesProblemMessages } from '../../messages';
import { ChooseProfilePrompt, FitHeadline } from './ResultDecision';
import { WithheldResult } from './WithheldResult';

const noProfile = 'none';

export interface EmployeeResultViewProps {
  answer?: EmployeeResultInformAnswer;
  /** The profiles the comparison may use: the company's and the platform's. */
  profiles: readonly Pick<ProfileRecord, 'profile_id' | 'name'>[];
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /**
   * Saves the choice at once (null: no comparison). Without it the chosen profile is shown but
   * cannot be changed (the back office has no call for it).
   */
  onChooseProfile?: (profileId: number | null) => void;
  isChoosing?: boolean;
  choiceFailure?: ApiFailure;
  /** Whether the choice just made was saved: said beside the picker, where it covers nothing. */
  isChoiceSaved?: boolean;
  onDownloadPdf: () => void;
  isPreparingPdf?: boolean;
  pdfFailure?: ApiFailure;
  /**
   * Grants one free retake of an invalid result. Without it a grant already made is shown but
   * none is offered (the back office has no call for it).
   */
  onGrantRetake?: () => void;
  isGrantingRetake?: boolean;
  retakeFailure?: ApiFailure;
  /** When the grant just made was recorded, before the result is read again. */
  retakeGrantedAt?: string;
  /** Where "back" goes: the employee's page or the group's. */
  backHref: string;
  backLabel: string;
}

/** What one scale's bar needs: its reading, and the profile's range and verdict if it sets one. */
interface ScaleBlockProps {
  reading: ScaleReading;
  emphasis: 'domain' | 'plain';
  lang: ResultInform['lang'];
  norms: NormSet;
  ranges: ProfileRanges;
  positions: ReadonlyMap<Scale, FitPosition>;
  errorBand: ErrorBandDisplay;
}

/**
 * A scale's percentile bar, with the profile's range over it, what the level means and, for a
 * scale with provisional norms, the caveat.
 */
function ScaleBlock({
  reading,
  emphasis,
  lang,
  norms,
  ranges,
  positions,
  errorBand,
}: ScaleBlockProps) {
  return (
    <Stack space="xsmall">
      <FacetScoreBar
        scale={reading.scale}
        score={reading.raw}
        emphasis={emphasis}
        range={ranges[reading.scale]}
        rangePosition={positions.get(reading.scale)}
        language={lang}
        norms={norms}
        errorBand={errorBand}
      />
      <Text size="small">{reading.description}</Text>
      {reading.normsCaveat && (
        <Text size="small" tone="caution">
          {reading.normsCaveat}
        </Text>
      )}
    </Stack>
  );
}

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
> & { answer: EmployeeResultInformAnswer };

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
  ...retake
}: ResultContentProps) {
  const intl = useIntl();
  const [showLikelyRanges, setShowLikelyRanges] = useState(false);
  const { inform, employee, profile } = answer;
  const scores = answer.scores as ScaleScores;
  if (!inform) {
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
  const norms = normsOfVersion(inform.normVersion);
  const positions = new Map(
    (answer.comparison?.scales ?? []).map((fit) => [fit.scale, fit.position] as const),
  );
  const errorBand: ErrorBandDisplay = showLikelyRanges ? 'shown' : 'onHover';
  const blockContext = { lang: inform.lang, norms, ranges, positions, errorBand };
  const picker = (
    <Stack space="small">
      <Select
        label={intl.formatMessage(messages.comparisonProfile)}
        description={intl.formatMessage(messages.comparisonHint)}
        options={[
          { id: noProfile, label: intl.formatMessage(messages.noComparison) },
          ...profiles.map((option) => ({ id: String(option.profile_id), label: option.name })),
        ]}
        selectedKey={profile ? String(profile.profile_id) : noProfile}
        onSelectionChange={(key) =>
          onChooseProfile?.(key === noProfile || key === null ? null : Number(key))
        }
        isDisabled={isChoosing || !onChooseProfile}
      />
      <Text size="small" tone="secondary">
        <span role="status">{isChoiceSaved && intl.formatMessage(messages.choiceSaved)}</span>
      </Text>
      {choiceFailure && <Alert tone="critical">{intl.formatMessage(messages.choiceFailed)}</Alert>}
    </Stack>
  );
  return (
    <Stack space="large">
      <Link href={backHref}>{backLabel}</Link>
      <Heading level={1}>
        {intl.formatMessage(messages.resultTitle, { number: inform.number, name: employee.name })}
      </Heading>
      <Text tone="secondary">
        {intl.formatMessage(messages.resultDate, {
          date: intl.formatDate(inform.date, { dateStyle: 'long' }),
        })}
      </Text>
      <CompanyValidityAlert validity={answer.validity} />
      {profile ? (
        <FitHeadline
          profileName={profile.name}
          decision={resultDecisionOf({ scores, norms, validity: answer.validity.status }, ranges)}
          language={inform.lang}
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
      <Switch isSelected={showLikelyRanges} onChange={setShowLikelyRanges}>
        {intl.formatMessage(scalesCatalogue.messages.showLikelyRanges)}
      </Switch>
      <NormsNote norms={norms} />
      <DomainChart scores={scores} language={inform.lang} norms={norms} errorBand={errorBand} />
      <Heading level={2}>{intl.formatMessage(messages.facetResults)}</Heading>
      {inform.domains.map((domain) => (
        <Card key={domain.scale} as="section" title={domain.name} titleLevel={3}>
          <Stack space="large">
            <ScaleBlock reading={domain} emphasis="domain" {...blockContext} />
            {domain.facets.map((facet) => (
              <ScaleBlock key={facet.scale} reading={facet} emphasis="plain" {...blockContext} />
            ))}
          </Stack>
        </Card>
      ))}
      <Heading level={2}>{intl.formatMessage(scalesCatalogue.messages.penChartTitle)}</Heading>
      <Stack space="large">
        {inform.pen.map((reading) => (
          <ScaleBlock key={reading.scale} reading={reading} emphasis="plain" {...blockContext} />
        ))}
        <Text size="small" tone="secondary">
          {intl.formatMessage(scalesCatalogue.messages.penEstimateNote)}
        </Text>
      </Stack>
      <Heading level={2}>{intl.formatMessage(messages.reportSections)}</Heading>
      {inform.sections.map((section) => (
        <ReadingSection
          key={section.key}
          title={section.title}
          headingLevel={3}
          paragraphs={section.paragraphs}
        />
      ))}
      {inform.omittedSections.map((section) => (
        <Stack key={section.key} space="small">
          <Heading level={3}>{section.title}</Heading>
          <Text tone="secondary">{section.reason}</Text>
        </Stack>
      ))}
      {pdfFailure && <Alert tone="critical">{intl.formatMessage(messages.pdfFailed)}</Alert>}
      <Button variant="primary" onPress={onDownloadPdf} isPending={isPreparingPdf}>
        {intl.formatMessage(isPreparingPdf ? messages.preparingPdf : messages.downloadPdf)}
      </Button>
    </Stack>
  );
}
