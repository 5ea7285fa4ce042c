import { Alert, Button, Checkbox, Dialog, DialogActions, Stack, Text } from '@facet/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { assessmentCatalogue } from '../../messages';

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
  const [checked, setChecked] = useState(false);
  const [triedWithout, setTriedWithout] = useState(false);
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
        <Checkbox
          isSelected={checked}
          onChange={(selected) => {
            setChecked(selected);
            if (selected) setTriedWithout(false);
          }}
          isInvalid={triedWithout}
        >
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
          <Button
            isPending={isSubmitting}
            onPress={() => {
              if (checked) onAccept();
              else setTriedWithout(true);
            }}
          >
            <FormattedMessage {...messages.consentAccept} />
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
