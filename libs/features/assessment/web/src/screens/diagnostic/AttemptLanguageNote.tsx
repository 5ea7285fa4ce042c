import { Alert, AlertDialog, Button, Stack, Text } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { assessmentCatalogue } from '../../messages';

const { messages } = assessmentCatalogue;

export interface AttemptLanguageNoteProps {
  /** The language the attempt began in; its statements stay in it (docs/decisions.md D64). */
  attemptLanguage: Language;
  /** The language the interface is in now, which differs from the attempt's. */
  interfaceLanguage: Language;
  /** Answers the restart would clear. */
  answeredCount: number;
  isConfirmingRestart: boolean;
  /** The last try to restart failed; the answers are still there. */
  restartFailed: boolean;
  onRestartRequest: () => void;
  onConfirmRestart: () => Promise<void>;
  onCancelRestart: () => void;
}

/**
 * Says why the statements stay in the attempt's language under an interface in another one, and
 * offers to start again in the interface language, after a confirmation that says what is lost.
 */
export function AttemptLanguageNote({
  attemptLanguage,
  interfaceLanguage,
  answeredCount,
  isConfirmingRestart,
  restartFailed,
  onRestartRequest,
  onConfirmRestart,
  onCancelRestart,
}: AttemptLanguageNoteProps) {
  const intl = useIntl();
  const nameOf = (language: Language) =>
    intl.formatDisplayName(language, { type: 'language' }) ?? language;
  const attempt = nameOf(attemptLanguage);
  const wanted = nameOf(interfaceLanguage);
  return (
    <Stack space="small">
      <Alert
        tone="info"
        actions={
          <Button variant="secondary" onPress={onRestartRequest}>
            <FormattedMessage {...messages.restartInLanguage} values={{ language: wanted }} />
          </Button>
        }
      >
        <FormattedMessage {...messages.attemptLanguageNote} values={{ language: attempt }} />
      </Alert>
      {restartFailed && (
        <Alert tone="critical">
          <FormattedMessage {...messages.restartFailed} />
        </Alert>
      )}
      <AlertDialog
        title={intl.formatMessage(messages.restartConfirmTitle, { language: wanted })}
        confirmLabel={intl.formatMessage(messages.restartInLanguage, { language: wanted })}
        cancelLabel={intl.formatMessage(messages.restartConfirmCancel, { language: attempt })}
        variant="primary"
        isOpen={isConfirmingRestart}
        onOpenChange={(isOpen) => {
          if (!isOpen) onCancelRestart();
        }}
        onConfirm={onConfirmRestart}
      >
        <Text>
          <FormattedMessage
            {...messages.restartConfirmText}
            values={{ count: answeredCount, language: wanted }}
          />
        </Text>
      </AlertDialog>
    </Stack>
  );
}
