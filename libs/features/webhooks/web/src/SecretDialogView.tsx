import { Alert, Button, Dialog, DialogActions, Inline, Stack, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { webhooksMessages as messages } from './messages';

export interface SecretDialogViewProps {
  /** The secret to show, this once; no dialog without one. */
  secret: string | undefined;
  /** After a rotation: until when the previous secret still signs. */
  previousSecretExpiresAt?: string | undefined;
  isCopied?: boolean;
  onCopy: (secret: string) => void;
  onClose: () => void;
}

/** The new signing secret, shown once with a copy button. */
export function SecretDialogView({
  secret,
  previousSecretExpiresAt,
  isCopied,
  onCopy,
  onClose,
}: SecretDialogViewProps) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage(messages.secretTitle)}
      isOpen={secret !== undefined}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      <Stack space="medium">
        <Alert tone="caution">{intl.formatMessage(messages.secretShownOnce)}</Alert>
        {previousSecretExpiresAt && (
          <Text>
            {intl.formatMessage(messages.secretRotatedNote, {
              date: intl.formatDate(previousSecretExpiresAt, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </Text>
        )}
        <Stack space="xsmall">
          <Text weight="strong">{intl.formatMessage(messages.secretLabel)}</Text>
          {/*
            On a line of its own, as wide as the dialog: a secret has nowhere to break, and beside
            the button a row would not let it wrap (a flex item is never narrower than its word).
          */}
          <Text>
            <code data-testid="webhook-secret">{secret}</code>
          </Text>
          <Inline space="small">
            <Button size="small" variant="secondary" onPress={() => secret && onCopy(secret)}>
              {intl.formatMessage(isCopied ? messages.copied : messages.copySecret)}
            </Button>
          </Inline>
        </Stack>
      </Stack>
      <DialogActions>
        <Button onPress={onClose}>{intl.formatMessage(messages.done)}</Button>
      </DialogActions>
    </Dialog>
  );
}
