import {
  bulkInvitationTemplate,
  type BulkInvitationPreviewAnswer,
  type BulkInvitationReportAnswer,
} from '@facet/company-domain';
import {
  Alert,
  Button,
  Dialog,
  FileField,
  Inline,
  Link,
  Spinner,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure, type ProblemMessages } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { useIntl } from 'react-intl';
import { InvitationTermsFields } from './InvitationTermsFields';
import type { InvitePositionChoice } from './invite-positions';
import { InvitationRowsTable } from './InvitationRowsTable';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

/** Where the dialog is: each step is one of the screen's states. */
export type InvitationFileStep =
  | { step: 'choosing' }
  | { step: 'checking' }
  | { step: 'fileRefused'; failure: ApiFailure }
  | {
      step: 'previewed';
      preview: BulkInvitationPreviewAnswer;
      isSending?: boolean;
      sendFailure?: ApiFailure;
    }
  | { step: 'sent'; report: BulkInvitationReportAnswer };

export interface InviteFromFileDialogViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  state: InvitationFileStep;
  /** The chosen file's name. */
  fileName?: string;
  onFile: (file: File) => void;
  /** Whether the invitations hold and assign a licence each; on unless the person turns it off. */
  assignLicence: boolean;
  onAssignLicenceChange: (assignLicence: boolean) => void;
  /** The company's open positions the whole file may be invited to (D95); none leaves it out. */
  positions?: readonly InvitePositionChoice[];
  positionId?: number | null;
  onPositionChange?: (positionId: number | null) => void;
  /** Sends the valid rows of the file previewed. */
  onSend: () => void;
}

/** Each row reason in the single invitation's words where it has them (one source). */
const fileFailureMessages: ProblemMessages = {
  ...companyProblemMessages,
  [requestProblems.tooLarge.code]: messages.file413,
  [requestProblems.rateLimited.code]: messages.file429,
};

const sendFailureMessages: ProblemMessages = {
  ...companyProblemMessages,
  [requestProblems.rateLimited.code]: messages.fileSend429,
};

/** Enough rows per page to scan, few enough to draw at once on a phone. */
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(bulkInvitationTemplate)}`;

function Preview({
  preview,
  isSending,
  sendFailure,
  onSend,
  assignLicence,
  position,
}: Extract<InvitationFileStep, { step: 'previewed' }> & {
  onSend: () => void;
  assignLicence: boolean;
  /** The position the file is invited to, whose places stand for the licences (D95). */
  position: InvitePositionChoice | undefined;
}) {
  const intl = useIntl();
  const { needed, available } = preview.licences;
  const missing = Math.max(0, needed - available);
  const licenceSummary = () => {
    if (position) {
      return intl.formatMessage(messages.filePositionSummary, {
        position: position.name,
        placesLeft: position.placesLeft,
      });
    }
    return assignLicence
      ? intl.formatMessage(messages.fileLicenceSummary, { needed, available })
      : intl.formatMessage(messages.fileLicenceSummaryUnassigned, { available });
  };
  return (
    <Stack space="medium">
      <Alert tone={preview.invalid > 0 ? 'caution' : 'positive'}>
        <Stack space="xsmall">
          <Text>
            {intl.formatMessage(messages.filePreviewSummary, {
              total: preview.total,
              valid: preview.valid,
              invalid: preview.invalid,
            })}
          </Text>
          <Text>{licenceSummary()}</Text>
        </Stack>
      </Alert>
      {missing > 0 && (
        <Alert tone="critical">
          {intl.formatMessage(messages.fileLicenceShortfall, { missing })}
        </Alert>
      )}
      {preview.valid === 0 && (
        <Alert tone="critical">{intl.formatMessage(messages.fileNoValidRows)}</Alert>
      )}
      {sendFailure && (
        <Alert tone="critical">
          {failureText(intl, sendFailure, sendFailureMessages, messages.fileSendFailed)}
        </Alert>
      )}
      <InvitationRowsTable
        rows={preview.rows.map((row) => ({ ...row, ok: row.status === 'valid' }))}
        okLabel={messages.fileRowValid}
        notOkLabel={messages.fileRowInvalid}
        okText={messages.fileRowReady}
      />
      <Inline space="small">
        <Button
          onPress={onSend}
          isPending={isSending}
          isDisabled={preview.valid === 0 || missing > 0}
        >
          {intl.formatMessage(messages.fileSend, { count: preview.valid })}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * Invitations from a CSV or XLSX file: choose it and whether each invitation assigns a licence,
 * read the server's verdict on every row and the licences the valid ones will hold, send them in
 * one go, then read what happened to each row.
 */
export function InviteFromFileDialogView({
  isOpen,
  onOpenChange,
  state,
  fileName,
  onFile,
  assignLicence,
  onAssignLicenceChange,
  positions = [],
  positionId = null,
  onPositionChange = () => undefined,
  onSend,
}: InviteFromFileDialogViewProps) {
  const intl = useIntl();
  const busy = state.step === 'checking' || (state.step === 'previewed' && state.isSending);
  return (
    <Dialog
      title={intl.formatMessage(messages.fileDialogTitle)}
      size="large"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <Stack space="large">
          {state.step !== 'sent' && (
            <Stack space="medium">
              <Text>{intl.formatMessage(messages.fileIntro)}</Text>
              <FileField
                label={intl.formatMessage(messages.fileFieldLabel)}
                buttonLabel={intl.formatMessage(
                  fileName ? messages.fileChooseAnother : messages.fileChoose,
                )}
                description={intl.formatMessage(messages.fileDescription)}
                acceptedFileTypes={[
                  '.csv',
                  '.xlsx',
                  'text/csv',
                  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                ]}
                fileName={fileName}
                onSelect={onFile}
                isDisabled={busy}
              />
              <Link href={templateHref} download="invitations-template.csv">
                {intl.formatMessage(messages.fileTemplate)}
              </Link>
              <InvitationTermsFields
                positions={positions}
                positionId={positionId}
                onPositionChange={onPositionChange}
                assignLicence={assignLicence}
                onAssignLicenceChange={onAssignLicenceChange}
                isDisabled={busy}
              />
            </Stack>
          )}
          {state.step === 'checking' && (
            <Inline space="small">
              <Spinner size="small" />
              <Text>{intl.formatMessage(messages.fileChecking)}</Text>
            </Inline>
          )}
          {state.step === 'fileRefused' && (
            <Alert tone="critical">
              <Stack space="xsmall">
                <Text>
                  {failureText(intl, state.failure, fileFailureMessages, messages.fileFailed)}
                </Text>
                {state.failure.status === 422 && state.failure.message && (
                  <Text size="small">
                    {intl.formatMessage(messages.fileProblemPlace, {
                      place: state.failure.message,
                    })}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          {state.step === 'previewed' && (
            <Preview
              {...state}
              onSend={onSend}
              assignLicence={positionId === null && assignLicence}
              position={positions.find((choice) => choice.id === positionId)}
            />
          )}
          {state.step === 'sent' && (
            <Stack space="medium">
              <Alert tone="positive">
                {intl.formatMessage(messages.fileReportSummary, {
                  invited: state.report.invited,
                  skipped: state.report.skipped,
                })}
              </Alert>
              <InvitationRowsTable
                rows={state.report.rows.map((row) => ({ ...row, ok: row.outcome === 'invited' }))}
                okLabel={messages.fileRowInvited}
                notOkLabel={messages.fileRowSkipped}
                okText={messages.fileRowSent}
              />
              <Inline space="small">
                <Button variant="secondary" onPress={close}>
                  {intl.formatMessage(messages.fileClose)}
                </Button>
              </Inline>
            </Stack>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
