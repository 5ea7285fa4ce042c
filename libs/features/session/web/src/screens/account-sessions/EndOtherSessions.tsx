import { Alert, AlertDialog, Button, Inline, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useConfirmation } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { sessionProblemMessages } from '../../messages';
import { accountSessionsMessages as messages } from './account-sessions-messages';

export interface EndOtherSessionsProps {
  hasOthers: boolean;
  isEnding?: boolean | undefined;
  endFailure?: ApiFailure | undefined;
  onEndOthers: () => Promise<void>;
}

/**
 * Above the sessions: what the network column holds, "End all other sessions" (confirmed
 * first) and why the last ending failed, if it did.
 */
export function EndOtherSessions({
  hasOthers,
  isEnding,
  endFailure,
  onEndOthers,
}: EndOtherSessionsProps) {
  const intl = useIntl();
  const { confirming, ask, close } = useConfirmation<true>();
  return (
    <Stack space="small">
      <Inline space="medium" align="spaceBetween" alignY="center">
        <Text tone="secondary">{intl.formatMessage(messages.networkHint)}</Text>
        <Button
          variant="secondary"
          isDisabled={!hasOthers}
          isPending={isEnding}
          onPress={() => ask(true)}
        >
          {intl.formatMessage(messages.endOthers)}
        </Button>
      </Inline>
      {endFailure && (
        <Alert tone="critical">
          {failureText(intl, endFailure, sessionProblemMessages, messages.endFailed)}
        </Alert>
      )}
      {confirming && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          title={intl.formatMessage(messages.endOthersTitle)}
          confirmLabel={intl.formatMessage(messages.endOthersConfirm)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={onEndOthers}
        >
          <Text>{intl.formatMessage(messages.endOthersBody)}</Text>
        </AlertDialog>
      )}
    </Stack>
  );
}
