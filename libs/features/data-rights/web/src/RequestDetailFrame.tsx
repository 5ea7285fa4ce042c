import type { DataRightsRecord } from '@facet/data-rights-domain';
import { Card, ErrorState, Link, Stack, Text } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from './messages';
import { RequestThreadView, type RequestThreadViewProps } from './RequestThreadView';
import { requestFailureText } from './request-texts';

export interface RequestDetailFrameProps<Request extends DataRightsRecord> {
  answer?: { arsulipo: Request; messages: RequestThreadViewProps['messages'] };
  isLoading: boolean;
  loadFailure?: ApiFailure;
  /** Who reads the page, and so where its back link leads. */
  reader: RequestThreadViewProps['reader'];
  thread: Omit<RequestThreadViewProps, 'messages' | 'reader' | 'requesterName'>;
  /** What the request's card shows under its title. */
  children: (request: Request) => ReactNode;
  /** Cards after the thread. */
  after?: ReactNode;
}

/** One request's page: its loading states, back link, titled card and thread. */
export function RequestDetailFrame<Request extends DataRightsRecord>({
  answer,
  isLoading,
  loadFailure,
  reader,
  thread,
  children,
  after,
}: RequestDetailFrameProps<Request>) {
  const intl = useIntl();
  if (loadFailure) {
    return (
      <ErrorState
        headingLevel={1}
        message={requestFailureText(intl, loadFailure, messages.loadFailed)}
      />
    );
  }
  if (isLoading || !answer)
    return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;
  const request = answer.arsulipo;
  return (
    <Stack space="large">
      {reader === 'user' ? (
        <Link href="/account?tab=arsulipo" variant="standalone">
          {intl.formatMessage(messages.backToAccount)}
        </Link>
      ) : (
        <Link href="/admin/dashboard?tab=arsulipo" variant="standalone">
          {intl.formatMessage(messages.backToDashboard)}
        </Link>
      )}
      <Card
        as="section"
        titleLevel={1}
        title={intl.formatMessage(messages.detailTitle, { number: request.number })}
      >
        <Stack space="medium">{children(request)}</Stack>
      </Card>
      <Card as="section" titleLevel={2} title={intl.formatMessage(messages.thread)}>
        <RequestThreadView
          {...thread}
          messages={answer.messages}
          reader={reader}
          requesterName={request.name}
        />
      </Card>
      {after}
    </Stack>
  );
}
