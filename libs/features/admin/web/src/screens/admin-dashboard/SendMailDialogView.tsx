import type { SendMailPayload } from '@facet/admin-domain';
import { Alert, Checkbox, Text, TextArea, TextField } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { FormDialog } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { adminMessages as messages } from '../../messages';
import { useSendMailForm } from './use-send-mail-form';

export interface SendMailDialogViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isSending?: boolean;
  failure?: ApiFailure;
  onSubmit: (mail: SendMailPayload) => Promise<boolean>;
}

/** Send e-mail: every user or a list of addresses, a subject and the message in en/es/pt. */
export function SendMailDialogView({
  isOpen,
  onOpenChange,
  isSending,
  failure,
  onSubmit,
}: SendMailDialogViewProps) {
  const intl = useIntl();
  const { fields, set, emailAll, setEmailAll, invalid, submit } = useSendMailForm(onSubmit);
  const required = intl.formatMessage(messages.mailFieldRequired);

  return (
    <FormDialog
      title={intl.formatMessage(messages.mailTitle)}
      size="large"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel={intl.formatMessage(messages.mailSend)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      isSending={isSending}
      onSubmit={() => void submit()}
    >
      {failure && <Alert tone="critical">{intl.formatMessage(messages.mailFailed)}</Alert>}
      <Checkbox isSelected={emailAll} onChange={setEmailAll}>
        {intl.formatMessage(messages.mailAll)}
      </Checkbox>
      {!emailAll && (
        <TextArea
          label={intl.formatMessage(messages.mailAddresses)}
          value={fields.addresses}
          onChange={set('addresses')}
          maxLength={50_000}
          rows={2}
          isRequired
          isInvalid={invalid.has('emailArray')}
          errorMessage={intl.formatMessage(messages.mailAddressesInvalid)}
        />
      )}
      <TextField
        label={intl.formatMessage(messages.mailSubject)}
        value={fields.subject}
        onChange={set('subject')}
        maxLength={200}
        isRequired
        isInvalid={invalid.has('subject')}
        errorMessage={required}
      />
      <Text tone="secondary">{intl.formatMessage(messages.mailLanguageNote)}</Text>
      {(['messageEN', 'messageES', 'messagePT'] as const).map((field) => (
        <TextArea
          key={field}
          label={intl.formatMessage(
            {
              messageEN: messages.mailMessageEN,
              messageES: messages.mailMessageES,
              messagePT: messages.mailMessagePT,
            }[field],
          )}
          value={fields[field]}
          onChange={set(field)}
          maxLength={10_000}
          isRequired
          isInvalid={invalid.has(field)}
          errorMessage={required}
        />
      ))}
    </FormDialog>
  );
}
