import type { DataRightsAdminAnswer } from '@facet/data-rights-domain';
import {
  Alert,
  Button,
  Card,
  Columns,
  Column,
  Select,
  Stack,
  TextArea,
} from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { requestStatuses, type RequestStatus } from '@facet/platform-kernel';
import { requestStatusLabel } from '@facet/platform-kernel-web';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from '../../messages';
import type { DocumentLinks } from '../../data-rights-endpoints';
import { DocumentLinksView } from '../../DocumentLinksView';
import { RequestSummaryView } from '../../RequestSummaryView';
import { RequestDetailFrame } from '../../RequestDetailFrame';
import type { RequestThreadViewProps } from '../../RequestThreadView';
import { ResolveDialogView, type ResolveDialogViewProps } from './ResolveDialogView';
import { requestFailureText } from '../../request-texts';

export interface AdminRequestDetailViewProps {
  answer?: DataRightsAdminAnswer;
  isLoading: boolean;
  loadFailure?: ApiFailure;
  thread: Omit<RequestThreadViewProps, 'messages' | 'reader' | 'requesterName'>;
  notes: string;
  onNotesChange: (notes: string) => void;
  onSaveNotes: () => void;
  isSaving: boolean;
  updateFailure?: ApiFailure;
  onStatusChange: (status: RequestStatus) => void;
  resolve: Omit<ResolveDialogViewProps, 'number' | 'right' | 'entity'> & {
    /** Links of an access or portability document just created. */
    documentLinks?: DocumentLinks;
  };
}

/** /admin/arsulipo/{arsulipo_id}: the request, its thread, notes, status and resolve dialog. */
export function AdminRequestDetailView({
  answer,
  isLoading,
  loadFailure,
  thread,
  notes,
  onNotesChange,
  onSaveNotes,
  isSaving,
  updateFailure,
  onStatusChange,
  resolve: { documentLinks, ...resolveDialog },
}: AdminRequestDetailViewProps) {
  const intl = useIntl();
  return (
    <RequestDetailFrame
      answer={answer}
      isLoading={isLoading}
      loadFailure={loadFailure}
      reader="admin"
      thread={thread}
      after={
        <Card as="section" titleLevel={2} title={intl.formatMessage(messages.notes)}>
          <Stack space="small">
            <TextArea
              label={intl.formatMessage(messages.notes)}
              value={notes}
              onChange={onNotesChange}
              maxLength={2000}
            />
            <Button variant="secondary" onPress={onSaveNotes} isPending={isSaving}>
              {intl.formatMessage(messages.saveNotes)}
            </Button>
          </Stack>
        </Card>
      }
    >
      {(request) => (
        <>
          {!request.identity_confirmed && (
            <Alert tone="caution">{intl.formatMessage(messages.identityPending)}</Alert>
          )}
          {updateFailure && (
            <Alert tone="critical">
              {requestFailureText(intl, updateFailure, messages.updateFailed)}
            </Alert>
          )}
          <RequestSummaryView request={request} />
          <Columns space="medium" collapseBelow="tablet">
            <Column>
              <Select
                label={intl.formatMessage(messages.changeStatus)}
                options={requestStatuses.map((status) => ({
                  id: status,
                  label: requestStatusLabel(intl, status),
                }))}
                selectedKey={request.status}
                onSelectionChange={(key) => key && onStatusChange(key as RequestStatus)}
              />
            </Column>
            <Column width="content">
              <ResolveDialogView
                {...resolveDialog}
                number={request.number}
                right={request.right}
                entity={request.entity}
              />
            </Column>
          </Columns>
          {documentLinks && (
            <Alert tone="positive">
              <DocumentLinksView links={documentLinks} />
            </Alert>
          )}
        </>
      )}
    </RequestDetailFrame>
  );
}
