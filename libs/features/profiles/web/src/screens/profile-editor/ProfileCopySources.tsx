import type { ScaleScores } from '@facet/assessment-domain';
import { useCompanyDataSource } from '@facet/company-web';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import type { EmployeeResultSummary } from '@facet/profiles-domain';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  CopyProfileContent,
  CopyResultContent,
  type ResultScoresState,
} from './ProfileCopyDialogs';
import { useProfilesDataSource } from '../../profiles-data-source';
import type { ApplyStartingPoint } from './ProfileStartingPoints';

/** Enough for a pick list in one call: the API's largest page. */
const pickListSize = 100;

interface CopySourceProps {
  onApply: ApplyStartingPoint;
  close: () => void;
}

/** "Copy another profile" over the company's profiles (the list call), leaving out this one. */
export function CopyProfileSource({
  onApply,
  close,
  excludedProfileId,
}: CopySourceProps & { excludedProfileId?: number }) {
  const profiles = useProfilesDataSource().useProfiles({ page: 1, pageSize: pickListSize });
  return (
    <CopyProfileContent
      profiles={(profiles.data?.profile ?? []).filter(
        (profile) => profile.profile_id !== excludedProfileId,
      )}
      isLoading={profiles.isLoading}
      loadFailed={profiles.error !== undefined}
      onApply={onApply}
      close={close}
    />
  );
}

/**
 * Reads one person's results and reports them up, so the dialog around it stays mounted (and its
 * fields keep focus) while the calls for another person or result start.
 */
function ResultsReader({
  email,
  onRead,
}: {
  email: string;
  onRead: (results: EmployeeResultSummary[] | undefined, isLoading: boolean) => void;
}) {
  const results = useProfilesDataSource().useEmployeeResults({ email, page: 1 });
  const diagnoses = results.data?.diagnoses;
  const isLoading = results.isLoading;
  useEffect(() => onRead(diagnoses, isLoading), [diagnoses, isLoading, onRead]);
  return null;
}

function ScoresReader({
  email,
  resultId,
  onRead,
}: {
  email: string;
  resultId: number;
  onRead: (scores: ResultScoresState) => void;
}) {
  const intl = useIntl();
  const answer = useProfilesDataSource().useEmployeeResultReport({
    email,
    result_id: resultId,
    lang: toLanguage(intl.locale) ?? fallbackLanguage,
  });
  const { data, isLoading, error } = answer;
  useEffect(() => {
    if (isLoading) onRead({ state: 'loading' });
    else if (error !== undefined || !data) onRead({ state: 'failed' });
    else if (data.validity.status === 'invalid') onRead({ state: 'invalid' });
    else onRead({ state: 'ready', scores: data.scores as ScaleScores });
  }, [data, isLoading, error, onRead]);
  return null;
}

/**
 * "Copy from a person's result" over the company's calls: the employee list, then the chosen
 * person's results (newest first), then the chosen result's scores.
 */
export function CopyResultSource({ onApply, close }: CopySourceProps) {
  const employees = useCompanyDataSource().useEmployees({ page: 1, pageSize: pickListSize });
  const [email, setEmail] = useState<string | null>(null);
  const [results, setResults] = useState<{
    list: EmployeeResultSummary[] | undefined;
    isLoading: boolean;
  }>({ list: undefined, isLoading: false });
  const [chosenResultId, setChosenResultId] = useState<number | null>(null);
  const [scores, setScores] = useState<ResultScoresState>({ state: 'none' });
  const resultId = chosenResultId ?? results.list?.[0]?.result_id ?? null;
  const readResults = useCallback(
    (list: EmployeeResultSummary[] | undefined, isLoading: boolean) =>
      setResults({ list, isLoading }),
    [],
  );
  return (
    <>
      <CopyResultContent
        employees={employees.data?.employees ?? []}
        employeesLoading={employees.isLoading}
        chosenEmail={email}
        onChooseEmail={(chosen) => {
          setEmail(chosen);
          setResults({ list: undefined, isLoading: chosen !== null });
          setChosenResultId(null);
          setScores({ state: 'none' });
        }}
        results={email === null ? undefined : results.list}
        resultsLoading={results.isLoading}
        chosenResultId={resultId}
        onChooseResult={setChosenResultId}
        scores={scores}
        onApply={onApply}
        close={close}
      />
      {email !== null && <ResultsReader key={email} email={email} onRead={readResults} />}
      {email !== null && resultId !== null && (
        <ScoresReader
          key={`${email} ${resultId}`}
          email={email}
          resultId={resultId}
          onRead={setScores}
        />
      )}
    </>
  );
}
