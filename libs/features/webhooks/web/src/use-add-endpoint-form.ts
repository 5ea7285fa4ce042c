import type { IntegrationEventType } from '@facet/platform-kernel';
import { createWebhookEndpointSchema, type CreateWebhookEndpoint } from '@facet/webhooks-domain';
import { useState } from 'react';

/**
 * The add-endpoint form: its fields, checked by the endpoint's schema, with the problems shown
 * once a try to add has been made; emptied again once an endpoint is added.
 */
export function useAddEndpointForm(
  onSubmit: (endpoint: CreateWebhookEndpoint) => Promise<boolean>,
) {
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

  return {
    url,
    setUrl,
    description,
    setDescription,
    events,
    chooseEvent: (type: IntegrationEventType, selected: boolean) =>
      setEvents((chosen) =>
        selected ? [...chosen, type] : chosen.filter((event) => event !== type),
      ),
    includeScores,
    setIncludeScores,
    /** Whether `field` is flagged: it is wrong and a try to add has been made. */
    problemAt: (field: string) =>
      touched && parsed.error?.issues.some((issue) => issue.path[0] === field),
    touch: () => setTouched(true),
    submit,
  };
}
