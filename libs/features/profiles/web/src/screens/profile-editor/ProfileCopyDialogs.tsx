import type { ScaleScores } from '@facet/assessment-domain';
import {
  Alert,
  Button,
  ComboBox,
  DialogActions,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Text,
} from '@facet/design-system';
import type { EmployeeResultSummary, ProfileRecord } from '@facet/profiles-domain';
import {
  rangesAroundScores,
  rangesFromProfileFields,
  resultBandKinds,
  resultBandMargin,
  type ResultBandKind,
} from '@facet/reports-domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';
import type { ApplyStartingPoint } from './ProfileStartingPoints';

export interface CopyProfileContentProps {
  profiles: readonly ProfileRecord[];
  isLoading?: boolean;
  loadFailed?: boolean;
  onApply: ApplyStartingPoint;
  close: () => void;
}

/** "Copy another profile": pick one of the company's (or the platform's) profiles. */
export function CopyProfileContent({
  profiles,
  isLoading,
  loadFailed,
  onApply,
  close,
}: CopyProfileContentProps) {
  const intl = useIntl();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = profiles.find((profile) => profile.profile_id === chosenId);
  return (
    <Stack space="medium">
      <Text tone="secondary">{intl.formatMessage(messages.replacesRanges)}</Text>
      {loadFailed && <Alert tone="critical">{intl.formatMessage(messages.loadFailed)}</Alert>}
      {isLoading ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : profiles.length === 0 && !loadFailed ? (
        <Text>{intl.formatMessage(messages.noOtherProfiles)}</Text>
      ) : (
        <Select<number>
          label={intl.formatMessage(messages.copyProfileLabel)}
          options={profiles.map((profile) => ({ id: profile.profile_id, label: profile.name }))}
          selectedKey={chosenId}
          onSelectionChange={(key) => setChosenId(key as number)}
        />
      )}
      <DialogActions>
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button
          isDisabled={!chosen}
          onPress={() => {
            if (!chosen) return;
            onApply({ ranges: rangesFromProfileFields(chosen) });
            close();
          }}
        >
          {intl.formatMessage(messages.applyCopy)}
        </Button>
      </DialogActions>
    </Stack>
  );
}

/** Where the chosen result's scores stand. */
export type ResultScoresState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'invalid' }
  | { state: 'ready'; scores: ScaleScores };

export interface CopyResultContentProps {
  employees: readonly { name: string; email: string }[];
  employeesLoading?: boolean;
  chosenEmail: string | null;
  onChooseEmail: (email: string | null) => void;
  /** Undefined until an employee is chosen and their results are read. */
  results?: readonly EmployeeResultSummary[];
  resultsLoading?: boolean;
  chosenResultId: number | null;
  onChooseResult: (resultId: number) => void;
  scores: ResultScoresState;
  onApply: ApplyStartingPoint;
  close: () => void;
}

/**
 * "Copy from a person's result": a benchmark from someone who does the job well. Pick the
 * person, then one of their results (the latest first); each scale gets their level or a band of
 * percentiles around theirs.
 */
export function CopyResultContent({
  employees,
  employeesLoading,
  chosenEmail,
  onChooseEmail,
  results,
  resultsLoading,
  chosenResultId,
  onChooseResult,
  scores,
  onApply,
  close,
}: CopyResultContentProps) {
  const intl = useIntl();
  const [bandKind, setBandKind] = useState<ResultBandKind>('level');
  const chosenName = employees.find((employee) => employee.email === chosenEmail)?.name;
  const bandLabels: Record<ResultBandKind, string> = {
    level: intl.formatMessage(messages.bandKindLevel),
    percentile_band: intl.formatMessage(messages.bandKindPercentile, {
      margin: intl.formatNumber(resultBandMargin),
    }),
  };
  return (
    <Stack space="medium">
      <Text tone="secondary">{intl.formatMessage(messages.copyResultIntro)}</Text>
      <ComboBox
        label={intl.formatMessage(messages.personLabel)}
        options={employees.map((employee) => ({
          id: employee.email,
          label: `${employee.name} (${employee.email})`,
          textValue: employee.name,
        }))}
        selectedKey={chosenEmail}
        onSelectionChange={(key) => onChooseEmail(key === null ? null : String(key))}
        isDisabled={employeesLoading}
      />
      {chosenEmail !== null && resultsLoading && (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      )}
      {results && results.length === 0 && (
        <Text>{intl.formatMessage(messages.noResultYet, { name: chosenName ?? chosenEmail })}</Text>
      )}
      {results && results.length > 0 && (
        <Select<number>
          label={intl.formatMessage(messages.resultLabel)}
          options={results.map((result) => ({
            id: result.result_id,
            label: intl.formatMessage(messages.resultOption, {
              number: result.number,
              date: intl.formatDate(result.date, { dateStyle: 'medium' }),
            }),
          }))}
          selectedKey={chosenResultId}
          onSelectionChange={(key) => onChooseResult(key as number)}
        />
      )}
      {scores.state === 'invalid' && (
        <Alert tone="caution">{intl.formatMessage(messages.resultNotUsable)}</Alert>
      )}
      {scores.state === 'failed' && (
        <Alert tone="critical">{intl.formatMessage(messages.resultLoadFailed)}</Alert>
      )}
      <RadioGroup
        label={intl.formatMessage(messages.bandKindLabel)}
        value={bandKind}
        onChange={(value) => setBandKind(value as ResultBandKind)}
      >
        {resultBandKinds.map((kind) => (
          <Radio key={kind} value={kind}>
            {bandLabels[kind]}
          </Radio>
        ))}
      </RadioGroup>
      <Text size="small" tone="secondary">
        {intl.formatMessage(messages.replacesRanges)}
      </Text>
      <DialogActions>
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button
          isDisabled={scores.state !== 'ready'}
          isPending={scores.state === 'loading'}
          onPress={() => {
            if (scores.state !== 'ready') return;
            onApply({ ranges: rangesAroundScores(scores.scores, bandKind) });
            close();
          }}
        >
          {intl.formatMessage(messages.applyResult)}
        </Button>
      </DialogActions>
    </Stack>
  );
}
