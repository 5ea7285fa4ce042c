import {
  requestFieldProblems,
  requestMessageMaxLength,
  type DataRightsChatMessage,
} from '@facet/data-rights-domain';
import { Alert, Box, Button, Form, Stack, Text, TextArea } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { requestFieldProblemCatalogue, useProblemText } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from './messages';
import { dateLabel } from './request-form';

export interface RequestThreadViewProps {
  messages: readonly DataRightsChatMessage[];
  /** Who reads: names the person's own messages "You" or "The person". */
  reader: 'user' | 'admin';
  draft: string;
  draftError?: string;
  isSending: boolean;
  sendFailure?: ApiFailure;
  onDraftChange: (draft: string) => void;
  /** Sends the draft; the container shows how it went through `sendFailure` and the thread. */
  onSend: () => void | Promise<void>;
}

/** The chat thread of one request, with a box to write in it. */
export function RequestThreadView({
  messages: thread,
  reader,
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
    intl.formatMessage(
      author === 'admin'
        ? messages.authorAdmin
        : reader === 'user'
          ? messages.authorUser
          : messages.authorPerson,
    );
  return (
    <Stack space="medium">
      {thread.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.noMessages)}</Text>
      ) : (
        <Box as="ol" aria-label={intl.formatMessage(messages.thread)}>
          {thread.map((message) => (
            <Box as="li" key={message.id} paddingY="small">
              <Text weight="strong">
                {authorOf(message.author)} · {dateLabel(intl, message.date)}
              </Text>
              <Text>{message.body}</Text>
            </Box>
          ))}
        </Box>
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
          <Button type="submit" isPending={isSending}>
            {intl.formatMessage(messages.sendMessage)}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
