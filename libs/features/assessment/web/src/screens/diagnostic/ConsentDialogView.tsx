import { Alert, Button, Checkbox, Dialog, DialogActions, Stack, Text } from '@facet/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { assessmentCatalogue } from '../../messages';
import { useConsentChoice } from './use-consent-choice';

const { messages } = assessmentCatalogue;

export interface ConsentDialogViewProps {
  isOpen: boolean;
  isSubmitting: boolean;
  /** The server's message when recording consent failed. */
  failureMessage?: string;
  onAccept: () => void;
  onDecline: () => void;
}

/** Consent to data processing, required before any answer is saved (spec/product.md §5). */
export function ConsentDialogView({
  isOpen,
  isSubmitting,
  failureMessage,
  onAccept,
  onDecline,
}: ConsentDialogViewProps) {
  const intl = useIntl();
  const { checked, triedWithout, check, accept } = useConsentChoice(onAccept);
  return (
    <Dialog
      title={intl.formatMessage(messages.consentTitle)}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDecline();
      }}
    >
      <Stack space="large">
        <Text>
          <FormattedMessage {...messages.consentText} />
        </Text>
        <Checkbox isSelected={checked} onChange={check} isInvalid={triedWithout}>
          <FormattedMessage {...messages.consentCheckbox} />
        </Checkbox>
        {triedWithout && (
          <Alert tone="critical">
            <FormattedMessage {...messages.consentRequired} />
          </Alert>
        )}
        {failureMessage && <Alert tone="critical">{failureMessage}</Alert>}
        <DialogActions>
          <Button variant="secondary" onPress={onDecline}>
            <FormattedMessage {...messages.consentCancel} />
          </Button>
          <Button isPending={isSubmitting} onPress={accept}>
            <FormattedMessage {...messages.consentAccept} />
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
