import { dataRightsChatSchema } from '@facet/data-rights-domain';
import { readApiFailure } from '@facet/platform-api-client';
import { useLanguage } from '@facet/platform-i18n-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import {
  useGetOwnDataRightsDocumentMutation,
  useGetOwnDataRightsRequestQuery,
  useWriteDataRightsMessageMutation,
} from '../../data-rights-endpoints';
import { requestFieldErrorsOf } from '@facet/data-rights-domain';
import { dataRightsMessages as messages } from '../../messages';
import { RequestDetailView } from './RequestDetailView';

/** /account/arsulipo/{arsulipo_id}. */
export function RequestDetailPage() {
  const id = Number(useParams()['arsulipo_id']);
  const intl = useIntl();
  const { language } = useLanguage();
  const request = useGetOwnDataRightsRequestQuery(id);
  const [write, writing] = useWriteDataRightsMessageMutation();
  const [openDocument, opening] = useGetOwnDataRightsDocumentMutation();
  const [draft, setDraft] = useState('');
  const [tried, setTried] = useState(false);
  const payload = { arsulipo_id: id, message: draft, lang: language };
  const draftError = tried
    ? requestFieldErrorsOf(dataRightsChatSchema, payload)['message']
    : undefined;
  return (
    <RequestDetailView
      answer={request.data}
      isLoading={request.isLoading}
      loadFailure={readApiFailure(request.error)}
      thread={{
        draft,
        draftError,
        isSending: writing.isLoading,
        sendFailure: readApiFailure(writing.error),
        onDraftChange: setDraft,
        onSend: async () => {
          setTried(true);
          if (!dataRightsChatSchema.safeParse(payload).success) return;
          const answer = await write(payload);
          if (!('error' in answer)) {
            setDraft('');
            setTried(false);
          }
        },
      }}
      documentLinks={opening.data}
      isOpeningDocument={opening.isLoading}
      documentFailure={readApiFailure(opening.error)}
      onOpenDocument={() => void openDocument({ id, lang: language })}
      onConfirmRequest={() =>
        void write({
          arsulipo_id: id,
          message: intl.formatMessage(messages.confirmRequestMessage),
          lang: language,
          confirmsRequest: true,
        })
      }
      isConfirmingRequest={writing.isLoading && writing.originalArgs?.confirmsRequest === true}
    />
  );
}
