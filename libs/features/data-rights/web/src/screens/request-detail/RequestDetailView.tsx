import type { DataRightsAnswer, DataRightsRecord } from '@facet/data-rights-domain';
import { Alert, Button, Inline, Stack, Text } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import type { DocumentLinks } from '../../data-rights-endpoints';
import { DocumentLinksView } from '../../DocumentLinksView';
import { dataRightsMessages as messages } from '../../messages';
import { RequestSummaryView } from '../../RequestSummaryView';
import { RequestDetailFrame } from '../../RequestDetailFrame';
import type { RequestThreadViewProps } from '../../RequestThreadView';
import { requestFailureText } from '../../request-texts';

export interface RequestDetailViewProps {
  answer?: DataRightsAnswer;
  isLoading: boolean;
  loadFailure?: ApiFailure;
  thread: Omit<RequestThreadViewProps, 'messages' | 'reader' | 'requesterName'>;
  /** Access or portability granted: the person may open their document. */
  documentLinks?: DocumentLinks;
  isOpeningDocument?: boolean;
  documentFailure?: ApiFailure;
  onOpenDocument: () => void;
  /** The owner confirms that they filed a request a visitor filed under their address. */
  onConfirmRequest: () => void;
  isConfirmingRequest?: boolean;
}

/** /account/arsulipo/{arsulipo_id}: one of the person's requests and its thread. */
export function RequestDetailView({
  answer,
  isLoading,
  loadFailure,
  thread,
  documentLinks,
  isOpeningDocument,
  documentFailure,
  onOpenDocument,
  onConfirmRequest,
  isConfirmingRequest,
}: RequestDetailViewProps) {
  const intl = useIntl();
  const isGranted = (request: DataRightsRecord) =>
    request.status === 'accepted' &&
    (request.solution === 'access' || request.solution === 'portability');
  return (
    <RequestDetailFrame
      answer={answer}
      isLoading={isLoading}
      loadFailure={loadFailure}
      reader="user"
      thread={thread}
    >
      {(request) => (
        <>
          <RequestSummaryView request={request} />
          {!request.identity_confirmed && (
            <Alert tone="caution">
              <Stack space="small">
                <Text>{intl.formatMessage(messages.confirmRequestIntro)}</Text>
                <Inline space="medium">
                  <Button onPress={onConfirmRequest} isPending={isConfirmingRequest}>
                    {intl.formatMessage(messages.confirmRequest)}
                  </Button>
                </Inline>
              </Stack>
            </Alert>
          )}
          {isGranted(request) && (
            <Stack space="small">
              <Button onPress={onOpenDocument} isPending={isOpeningDocument}>
                {intl.formatMessage(messages.downloadDocument)}
              </Button>
              {documentFailure && (
                <Alert tone="critical">{requestFailureText(intl, documentFailure)}</Alert>
              )}
              {documentLinks && (
                <Alert tone="positive">
                  <Stack space="small">
                    <Text>{intl.formatMessage(messages.documentReady)}</Text>
                    <DocumentLinksView links={documentLinks} />
                  </Stack>
                </Alert>
              )}
            </Stack>
          )}
        </>
      )}
    </RequestDetailFrame>
  );
}
