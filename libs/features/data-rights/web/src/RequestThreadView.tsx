import {
  requestFieldProblems,
  requestMessageMaxLength,
  type DataRightsChatMessage,
} from '@facet/data-rights-domain';
import { Alert, Button, Form, FormActions, Stack, Text, TextArea } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { requestFieldProblemCatalogue, useProblemText } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from './messages';
import { dateLabel } from './request-texts';
import { bubble, conversation } from './RequestThreadView.css';

export interface RequestThreadViewProps {
  messages: readonly DataRightsChatMessage[];
  /** Who reads: their own messages are "You", on the end side. */
  reader: 'user' | 'admin';
  /** The person who made the request, named on their messages when an administrator reads. */
  requesterName: string;
  draft: string;
  draftError?: string;
  isSending: boolean;
  sendFailure?: ApiFailure;
  onDraftChange: (draft: string) => void;
  /** Sends the draft; the container shows how it went through `sendFailure` and the thread. */
  onSend: () => void | Promise<void>;
}

/** The conversation of one request as named bubbles, with a box to write in it. */
export function RequestThreadView({
  messages: thread,
  reader,
  requesterName,
  draft,
  draftError,
  isSending,
  sendFailure,
  onDraftChange,
  onSend,
}: RequestThreadViewProps) {
  const intl = useIntl();
  const problemText = useProblemText(requestFieldProblems, requestFieldProblemCatalogue);
  const authorOf = (author: 'user' | 'admin') =>
    author === reader
      ? intl.formatMessage(messages.authorUser)
      : author === 'admin'
        ? intl.formatMessage(messages.authorAdmin)
        : requesterName;
  return (
    <Stack space="medium">
      {thread.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.noMessages)}</Text>
      ) : (
        <ol className={conversation} aria-label={intl.formatMessage(messages.thread)}>
          {thread.map((message) => (
            <li key={message.id} className={bubble} data-own={message.author === reader}>
              <Text size="small" weight="strong">
                {authorOf(message.author)} · {dateLabel(intl, message.date)}
              </Text>
              <Text>{message.body}</Text>
            </li>
          ))}
        </ol>
      )}
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void onSend();
        }}
      >
        <Stack space="small">
          {sendFailure && (
            <Alert tone="critical">{intl.formatMessage(messages.messageFailed)}</Alert>
          )}
          <TextArea
            label={intl.formatMessage(messages.writeMessage)}
            value={draft}
            onChange={onDraftChange}
            maxLength={requestMessageMaxLength}
            isInvalid={Boolean(draftError)}
            errorMessage={problemText(draftError)}
          />
          <FormActions>
            <Button type="submit" isPending={isSending}>
              {intl.formatMessage(messages.sendMessage)}
            </Button>
          </FormActions>
        </Stack>
      </Form>
    </Stack>
  );
}
