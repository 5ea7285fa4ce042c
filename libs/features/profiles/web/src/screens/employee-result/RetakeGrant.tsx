import { Alert, Button, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { profilesMessages as messages, profilesProblemMessages } from '../../messages';

export interface RetakeGrantProps {
  employeeName: string;
  /** When the retake was granted (the stored result's, or the grant just made); null if not. */
  grantedAt: string | null;
  /** Grants the retake at once; without it the grant is shown but not offered (back office). */
  onGrant?: () => void;
  isGranting?: boolean;
  failure?: ApiFailure;
}

/**
 * The one free retake of an invalid protocol (issue 19). No confirmation: granting costs the
 * company no licence and can only happen once, so there is nothing to undo.
 */
export function RetakeGrant({
  employeeName,
  grantedAt,
  onGrant,
  isGranting,
  failure,
}: RetakeGrantProps) {
  const intl = useIntl();
  if (grantedAt) {
    return (
      <Alert tone="positive">
        {intl.formatMessage(messages.retakeGranted, {
          date: intl.formatDate(grantedAt, { dateStyle: 'long' }),
          name: employeeName,
        })}
      </Alert>
    );
  }
  if (!onGrant) return null;
  return (
    <Stack space="small">
      <Text tone="secondary">
        {intl.formatMessage(messages.grantRetakeHint, { name: employeeName })}
      </Text>
      {failure && (
        <Alert tone="critical">
          {failureText(intl, failure, profilesProblemMessages, messages.retakeFailed)}
        </Alert>
      )}
      <Button onPress={onGrant} isPending={isGranting}>
        {intl.formatMessage(isGranting ? messages.grantingRetake : messages.grantRetake)}
      </Button>
    </Stack>
  );
}
