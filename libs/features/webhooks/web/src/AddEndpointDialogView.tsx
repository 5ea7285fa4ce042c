import { Alert, Checkbox, Stack, Switch, Text, TextField } from '@facet/design-system';
import { failureText } from '@facet/platform-api-client';
import { FormDialog, type FormDialogState } from '@facet/platform-web-kit';
import {
  createWebhookEndpointSchema,
  webhookEventTypes,
  type CreateWebhookEndpoint,
} from '@facet/webhooks-domain';
import type { IntegrationEventType } from '@facet/platform-kernel';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { webhooksMessages as messages, webhooksProblemMessages } from './messages';
import { eventLabels } from './webhook-labels';

export type AddEndpointDialogViewProps = FormDialogState<CreateWebhookEndpoint>;

/** The statuses of POST /api/webhooks/endpoints, each with its own sentence. */
/** Add an endpoint: its address, the events it receives, and whether results carry scores. */
export function AddEndpointDialogView({
  isOpen,
  onOpenChange,
  isSending,
  failure,
  onSubmit,
}: AddEndpointDialogViewProps) {
  const intl = useIntl();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<IntegrationEventType[]>(['result.ready']);
  const [includeScores, setIncludeScores] = useState(false);
  const [touched, setTouched] = useState(false);
  const parsed = createWebhookEndpointSchema.safeParse({
    url,
    events,
    include_scores: includeScores,
    ...(description.trim() && { description }),
  });
  const problemAt = (field: string) =>
    touched && parsed.error?.issues.some((issue) => issue.path[0] === field);

  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    if (await onSubmit(parsed.data)) {
      setUrl('');
      setDescription('');
      setEvents(['result.ready']);
      setIncludeScores(false);
      setTouched(false);
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage(messages.addTitle)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel={intl.formatMessage(messages.addSubmit)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      isSending={isSending}
      onSubmit={() => void submit()}
      onSubmitPress={() => setTouched(true)}
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
        value={url}
        onChange={setUrl}
        isRequired
        isInvalid={problemAt('url')}
        errorMessage={intl.formatMessage(messages.urlInvalid)}
      />
      <TextField
        label={intl.formatMessage(messages.descriptionLabel)}
        value={description}
        onChange={setDescription}
      />
      <Stack space="small">
        <Text weight="strong">{intl.formatMessage(messages.eventsLabel)}</Text>
        {webhookEventTypes.map((type) => (
          <Checkbox
            key={type}
            isSelected={events.includes(type)}
            onChange={(selected) =>
              setEvents((chosen) =>
                selected ? [...chosen, type] : chosen.filter((event) => event !== type),
              )
            }
          >
            {intl.formatMessage(eventLabels[type])}
          </Checkbox>
        ))}
        {problemAt('events') && (
          <Text tone="critical" size="small">
            {intl.formatMessage(messages.eventsRequired)}
          </Text>
        )}
      </Stack>
      <Switch isSelected={includeScores} onChange={setIncludeScores}>
        {intl.formatMessage(messages.includeScores)}
      </Switch>
      {includeScores && (
        <Alert tone="caution">{intl.formatMessage(messages.includeScoresWarning)}</Alert>
      )}
    </FormDialog>
  );
}
