import {
  normsOfVersion,
  scales,
  type NormSet,
  type ProtocolValidity,
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
  Select,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { languages } from '@facet/platform-kernel';
import type { EmployeeResultInformAnswer, ProfileRecord } from '@facet/profiles-domain';
import {
  rangesFromProfileFields,
  scaleName,
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
  ValidityAlert,
} from '@facet/scales';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from './messages';
import { RetakeGrant } from './RetakeGrant';

const noProfile = 'none';

function reportLanguageOf(locale: string) {
  return languages.find((language) => locale.startsWith(language)) ?? 'en';
}

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

/**
 * What the validity check means for the company: for an invalid protocol, why no reading is
 * shown; for a questionable one, a call for caution.
 */
function CompanyValidityAlert({ validity }: { validity: ProtocolValidity }) {
  const intl = useIntl();
  return (
    <ValidityAlert
      validity={validity}
      invalid={{
        tone: 'critical',
        title: intl.formatMessage(messages.invalidProtocolTitle),
        text: intl.formatMessage(messages.invalidProtocolText),
      }}
      questionable={{
        title: intl.formatMessage(messages.questionableProtocolTitle),
        text: intl.formatMessage(messages.questionableProtocolText),
      }}
    />
  );
}

/** What one scale's bar needs: its reading, and the profile's range and verdict if it sets one. */
interface ScaleBlockProps {
  reading: ScaleReading;
  emphasis: 'domain' | 'plain';
  lang: ResultInform['lang'];
  norms: NormSet;
  ranges: ProfileRanges;
  positions: ReadonlyMap<Scale, FitPosition>;
}

/** A scale's percentile bar, with the profile's range over it, and what the level means. */
function ScaleBlock({ reading, emphasis, lang, norms, ranges, positions }: ScaleBlockProps) {
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
      />
      <Text size="small">{reading.description}</Text>
    </Stack>
  );
}

/**
 * An employee's result for a manager: the same normed view the employee sees (overview chart,
 * domain, facet and PEN percentiles with their levels, the report), with the chosen profile's
 * ranges drawn over the bars, its fit, and the PDF.
 */
export function EmployeeResultView({
  answer,
  profiles,
  isLoading,
  loadFailure,
  onRetry,
  onChooseProfile,
  isChoosing,
  choiceFailure,
  onDownloadPdf,
  isPreparingPdf,
  pdfFailure,
  onGrantRetake,
  isGrantingRetake,
  retakeFailure,
  retakeGrantedAt,
  backHref,
  backLabel,
}: EmployeeResultViewProps) {
  const intl = useIntl();
  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(
          intl,
          loadFailure,
          { 404: messages.resultNotFound },
          messages.resultLoadFailed,
        )}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading || !answer) {
    return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;
  }
  const { inform, employee, profile } = answer;
  const scores = answer.scores as ScaleScores;
  if (!inform) {
    return (
      <Stack space="large">
        <Link href={backHref}>{backLabel}</Link>
        <Heading level={1}>{employee.name}</Heading>
        <CompanyValidityAlert validity={answer.validity} />
        <RetakeGrant
          employeeName={employee.name}
          grantedAt={retakeGrantedAt ?? answer.retakeGrantedAt}
          onGrant={onGrantRetake}
          isGranting={isGrantingRetake}
          failure={retakeFailure}
        />
        <Stack space="small">
          {scales.map((scale) => (
            <Text key={scale}>
              {intl.formatMessage(messages.rawScore, {
                scale: scaleName(scale, reportLanguageOf(intl.locale)),
                score: scores[scale],
              })}
            </Text>
          ))}
        </Stack>
        {pdfFailure && <Alert tone="critical">{intl.formatMessage(messages.pdfFailed)}</Alert>}
        <Button variant="primary" onPress={onDownloadPdf} isPending={isPreparingPdf}>
          {intl.formatMessage(isPreparingPdf ? messages.preparingPdf : messages.downloadPdf)}
        </Button>
      </Stack>
    );
  }
  const ranges = profile ? rangesFromProfileFields(profile) : {};
  const norms = normsOfVersion(inform.normVersion);
  const positions = new Map(
    (answer.comparison?.scales ?? []).map((fit) => [fit.scale, fit.position] as const),
  );
  const blockContext = { lang: inform.lang, norms, ranges, positions };
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
      <NormsNote norms={norms} />
      <CompanyValidityAlert validity={answer.validity} />
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
      {choiceFailure && <Alert tone="critical">{intl.formatMessage(messages.choiceFailed)}</Alert>}
      {profile && (
        <ProfileComparison
          scores={scores}
          ranges={ranges}
          profileName={profile.name}
          norms={norms}
        />
      )}
      <DomainChart scores={scores} language={inform.lang} norms={norms} />
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
        <Stack key={section.key} space="small">
          <Heading level={3}>{section.title}</Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
          ))}
        </Stack>
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
