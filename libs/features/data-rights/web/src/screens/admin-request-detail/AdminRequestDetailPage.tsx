import { dataRightsChatSchema, requestFieldErrorsOf } from '@facet/data-rights-domain';
import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useLanguage } from '@facet/platform-i18n-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { AdminRequestDetailView } from './AdminRequestDetailView';
import {
  useGetAdminDataRightsRequestQuery,
  useGrantDataRightsAccessMutation,
  useGrantDataRightsPortabilityMutation,
  useRectifyDataRightsMutation,
  useSuppressDataRightsMutation,
  useUpdateAdminDataRightsRequestMutation,
  type DocumentLinks,
} from '../../data-rights-endpoints';
import { dataRightsMessages as messages } from '../../messages';
import type { Resolution } from './use-resolution-form';

/** /admin/arsulipo/{arsulipo_id}. */
export function AdminRequestDetailPage() {
  const intl = useIntl();
  const id = Number(useParams()['arsulipo_id']);
  const { language } = useLanguage();
  const request = useGetAdminDataRightsRequestQuery(id);
  const [update, updating] = useUpdateAdminDataRightsRequestMutation();
  const [grantAccess, granting] = useGrantDataRightsAccessMutation();
  const [grantPortability, porting] = useGrantDataRightsPortabilityMutation();
  const [rectify, rectifying] = useRectifyDataRightsMutation();
  const [suppress, suppressing] = useSuppressDataRightsMutation();
  const [notes, setNotes] = useState('');
  const [draft, setDraft] = useState('');
  const [tried, setTried] = useState(false);
  const [documentLinks, setDocumentLinks] = useState<DocumentLinks>();
  const savedNotes = request.data?.arsulipo.notes;
  useEffect(() => setNotes(savedNotes ?? ''), [savedNotes]);
  const chat = { arsulipo_id: id, message: draft, lang: language };
  const right = request.data?.arsulipo.right;

  async function resolve(resolution: Resolution): Promise<boolean> {
    let answer: { error?: unknown; data?: unknown };
    if (right === 'access') answer = await grantAccess({ id, lang: language });
    else if (right === 'portability')
      answer = await grantPortability({ id, entity: resolution.entity });
    else if (right === 'rectification') {
      answer = await rectify({
        id,
        entity: resolution.entity,
        patch: { name: resolution.name, email: resolution.email },
      });
    } else if (right === 'suppression') answer = await suppress({ id, entity: resolution.entity });
    else answer = await update({ arsulipo_id: id, solution: right });
    if (answer.error) return false;
    if (right === 'access' || right === 'portability')
      setDocumentLinks(answer.data as DocumentLinks);
    showToast({ title: intl.formatMessage(messages.resolved), tone: 'positive' });
    return true;
  }

  const resolveError = granting.error ?? porting.error ?? rectifying.error ?? suppressing.error;
  return (
    <AdminRequestDetailView
      answer={request.data}
      isLoading={request.isLoading}
      loadFailure={readApiFailure(request.error)}
      thread={{
        draft,
        draftError: tried ? requestFieldErrorsOf(dataRightsChatSchema, chat)['message'] : undefined,
        isSending: updating.isLoading,
        sendFailure: undefined,
        onDraftChange: setDraft,
        onSend: async () => {
          setTried(true);
          if (!dataRightsChatSchema.safeParse(chat).success) return;
          const answer = await update({ arsulipo_id: id, message: draft });
          if (!('error' in answer)) {
            setDraft('');
            setTried(false);
          }
        },
      }}
      notes={notes}
      onNotesChange={setNotes}
      onSaveNotes={() => void update({ arsulipo_id: id, notes })}
      isSaving={updating.isLoading}
      updateFailure={readApiFailure(updating.error)}
      onStatusChange={(status) => void update({ arsulipo_id: id, status })}
      resolve={{
        isResolving:
          granting.isLoading || porting.isLoading || rectifying.isLoading || suppressing.isLoading,
        failure: readApiFailure(resolveError),
        documentLinks,
        onResolve: resolve,
      }}
    />
  );
}
