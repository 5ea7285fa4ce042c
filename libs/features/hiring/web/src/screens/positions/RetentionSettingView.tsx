import { Alert, Button, Card, Inline, Select, Spinner, Stack, Text } from '@facet/design-system';
import {
  candidateRetentionMonthsOptions,
  type CandidateRetentionMonths,
} from '@facet/hiring-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { hiringMessages as messages, hiringProblemMessages } from '../../messages';

export interface RetentionSettingViewProps {
  /** The period saved, once read. */
  saved?: CandidateRetentionMonths;
  /** The period chosen in the picker, saved or not. */
  chosen?: CandidateRetentionMonths;
  isLoading: boolean;
  loadFailure?: ApiFailure;
  onChoose: (months: CandidateRetentionMonths) => void;
  onSave: () => void;
  isSaving?: boolean;
  saveFailure?: ApiFailure;
}

/** How long the company keeps the data of candidates it did not hire; administrators change it. */
export function RetentionSettingView({
  saved,
  chosen,
  isLoading,
  loadFailure,
  onChoose,
  onSave,
  isSaving,
  saveFailure,
}: RetentionSettingViewProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const shown = chosen ?? saved;
  return (
    <Card as="section" titleLevel={3} title={say(messages.retentionTitle)} padding="medium">
      {isLoading ? (
        <Spinner label={say(messages.retentionLoading)} />
      ) : loadFailure || shown === undefined ? (
        <Alert tone="critical">{say(messages.retentionLoadFailed)}</Alert>
      ) : (
        <Stack space="small">
          <Text>{say(messages.retentionDescription)}</Text>
          <Inline space="small" alignY="bottom">
            <Select<string>
              label={say(messages.retentionLabel)}
              options={candidateRetentionMonthsOptions.map((months) => ({
                id: String(months),
                label: say(messages.retentionMonths, { months }),
              }))}
              selectedKey={String(shown)}
              onSelectionChange={(key) => onChoose(Number(key) as CandidateRetentionMonths)}
            />
            <Button isDisabled={shown === saved} isPending={isSaving} onPress={onSave}>
              {say(messages.saveSubmit)}
            </Button>
          </Inline>
          {saveFailure && (
            <Alert tone="critical">
              {failureText(intl, saveFailure, hiringProblemMessages, messages.actionFailed)}
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
