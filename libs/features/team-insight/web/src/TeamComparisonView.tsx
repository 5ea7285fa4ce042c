import { domains } from '@facet/assessment-domain';
import {
  Alert,
  DataTable,
  ErrorState,
  Heading,
  Select,
  Spinner,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { scaleName } from '@facet/reports-domain';
import { minimumPeopleShown, type TeamCompareAnswer } from '@facet/team-insight-domain';
import { useIntl } from 'react-intl';
import type { SectionLevel } from './TeamSections';
import { teamInsightMessages as messages, teamInsightProblemMessages } from './messages';

export interface GroupChoice {
  group_id: number;
  name: string;
}

export interface TeamComparisonViewProps {
  /** The company's other groups, to compare this one with. */
  groups: readonly GroupChoice[];
  selectedGroupId?: number;
  onSelectGroup: (groupId: number) => void;
  comparison?: TeamCompareAnswer;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** @default 2 */
  headingLevel?: SectionLevel;
}

/** The API's answer to two groups that differ by too few people to compare. */
const tooAlikeStatus = 422;

/**
 * A second group picked beside this one: both median percentiles per scale and their difference, or why two
 * groups too alike are not compared.
 */
export function TeamComparisonView({
  groups,
  selectedGroupId,
  onSelectGroup,
  comparison,
  isLoading,
  loadFailure,
  onRetry,
  headingLevel = 2,
}: TeamComparisonViewProps) {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const median = (value: number | null) =>
    value === null ? intl.formatMessage(messages.compareNoMean) : intl.formatNumber(value);
  const difference = (value: number | null) =>
    value === null ? '–' : intl.formatNumber(value, { signDisplay: 'exceptZero' });
  return (
    <Stack space="medium">
      <Heading level={headingLevel}>{intl.formatMessage(messages.compareHeading)}</Heading>
      {groups.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.compareNoOtherGroup)}</Text>
      ) : (
        <Select<number>
          label={intl.formatMessage(messages.compareLabel)}
          placeholder={intl.formatMessage(messages.comparePlaceholder)}
          options={groups.map((group) => ({ id: group.group_id, label: group.name }))}
          selectedKey={selectedGroupId ?? null}
          onSelectionChange={(key) => {
            if (typeof key === 'number') onSelectGroup(key);
          }}
        />
      )}
      {isLoading ? (
        <Spinner label={intl.formatMessage(messages.compareLoading)} />
      ) : loadFailure?.status === tooAlikeStatus ? (
        <Alert tone="caution">
          {intl.formatMessage(messages.compareTooAlike, { minimum: minimumPeopleShown })}
        </Alert>
      ) : loadFailure ? (
        <ErrorState
          headingLevel={headingLevel === 2 ? 3 : 4}
          message={failureText(
            intl,
            loadFailure,
            teamInsightProblemMessages,
            messages.compareFailed,
          )}
          onRetry={onRetry}
        />
      ) : (
        comparison && (
          <Stack space="small">
            <Text size="small" tone="secondary">
              {intl.formatMessage(messages.compareCaption, {
                a: comparison.a.scope.name,
                b: comparison.b.scope.name,
                countA: comparison.a.counted,
                countB: comparison.b.counted,
              })}
            </Text>
            <DataTable
              aria-label={intl.formatMessage(messages.compareHeading)}
              columns={[
                intl.formatMessage(messages.compareScale),
                comparison.a.scope.name,
                comparison.b.scope.name,
                intl.formatMessage(messages.compareDifference, {
                  a: comparison.a.scope.name,
                  b: comparison.b.scope.name,
                }),
              ]}
              rows={comparison.scales.map((row) => ({
                key: row.scale,
                header: scaleName(row.scale, language),
                emphasis: (domains as readonly string[]).includes(row.scale)
                  ? 'strong'
                  : 'indented',
                cells: [
                  median(row.medianPercentileA),
                  median(row.medianPercentileB),
                  difference(row.percentileDifference),
                ],
              }))}
            />
          </Stack>
        )
      )}
    </Stack>
  );
}
