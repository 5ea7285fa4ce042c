import type { PipelinePerson, PipelineStatus } from '@facet/company-domain';
import { Badge, type BadgeTone } from '@facet/design-system';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { companyMessages as messages } from '../../messages';

/** Each status's name in a list of statuses (a filter), and its tone in a row. */
export const pipelineStatusLooks: Record<
  PipelineStatus,
  { message: MessageDescriptor; tone: BadgeTone }
> = {
  invited: { message: messages.pipelineInvited, tone: 'caution' },
  registered: { message: messages.pipelineRegistered, tone: 'neutral' },
  started: { message: messages.pipelineStartedFilter, tone: 'info' },
  finished: { message: messages.pipelineFinished, tone: 'positive' },
  flagged: { message: messages.pipelineFlagged, tone: 'critical' },
  declined: { message: messages.pipelineDeclined, tone: 'neutral' },
  expired: { message: messages.pipelineExpired, tone: 'neutral' },
  cancelled: { message: messages.pipelineCancelled, tone: 'neutral' },
};

/** Where a person stands, as a chip: "Started 45 %" names how far an open attempt came. */
export function PersonStatusChip({
  person,
}: {
  person: Pick<PipelinePerson, 'status' | 'progress'>;
}) {
  const intl = useIntl();
  const { message, tone } = pipelineStatusLooks[person.status];
  return (
    <Badge tone={tone}>
      {person.status === 'started'
        ? intl.formatMessage(messages.pipelineStarted, { progress: (person.progress ?? 0) / 100 })
        : intl.formatMessage(message)}
    </Badge>
  );
}
