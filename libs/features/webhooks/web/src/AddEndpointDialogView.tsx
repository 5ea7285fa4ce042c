import { Alert, Checkbox, Stack, Switch, Text, TextField } from '@facet/design-system';
import { failureText } from '@facet/platform-api-client';
import { FormDialog, type FormDialogState } from '@facet/platform-web-kit';
import { webhookEventTypes, type CreateWebhookEndpoint } from '@facet/webhooks-domain';
import { useIntl } from 'react-intl';
import { webhooksMessages as messages, webhooksProblemMessages } from './messages';
import { useAddEndpointForm } from './use-add-endpoint-form';
import { eventLabels } from './webhook-labels';

export type AddEndpointDialogViewProps = FormDialogState<CreateWebhookEndpoint>;

/** Add an endpoint: its address, the events it receives, and whether results carry scores. */
export function AddEndpointDialogView({
  isOpen,
  onOpenChange,
  isSending,
  failure,
  onSubmit,
}: AddEndpointDialogViewProps) {
  const intl = useIntl();
  const form = useAddEndpointForm(onSubmit);

  return (
    <FormDialog
      title={intl.formatMessage(messages.addTitle)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel={intl.formatMessage(messages.addSubmit)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      isSending={isSending}
      onSubmit={() => void form.submit()}
      onSubmitPress={form.touch}
    >
      {failure && (
        <Alert tone="critical">
          {failureText(intl, failure, webhooksProblemMessages, messages.addFailed)}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage(messages.urlLabel)}
        description={intl.formatMessage(messages.urlDescription)}
        type="url"
        placeholder="https://"
        value={form.url}
        onChange={form.setUrl}
        isRequired
        isInvalid={form.problemAt('url')}
        errorMessage={intl.formatMessage(messages.urlInvalid)}
      />
      <TextField
        label={intl.formatMessage(messages.descriptionLabel)}
        value={form.description}
        onChange={form.setDescription}
      />
      <Stack space="small">
        <Text weight="strong">{intl.formatMessage(messages.eventsLabel)}</Text>
        {webhookEventTypes.map((type) => (
          <Checkbox
            key={type}
            isSelected={form.events.includes(type)}
            onChange={(selected) => form.chooseEvent(type, selected)}
          >
            {intl.formatMessage(eventLabels[type])}
          </Checkbox>
        ))}
        {form.problemAt('events') && (
          <Text tone="critical" size="small">
            {intl.formatMessage(messages.eventsRequired)}
          </Text>
        )}
      </Stack>
      <Switch isSelected={form.includeScores} onChange={form.setIncludeScores}>
        {intl.formatMessage(messages.includeScores)}
      </Switch>
      {form.includeScores && (
        <Alert tone="caution">{intl.formatMessage(messages.includeScoresWarning)}</Alert>
      )}
    </FormDialog>
  );
}
