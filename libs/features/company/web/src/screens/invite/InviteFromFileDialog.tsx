import { readApiFailure } from '@facet/platform-api-client';
import { languages } from '@facet/platform-kernel';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCompanyDataSource } from '../../company-data-source';
import { InviteFromFileDialogView, type InvitationFileStep } from './InviteFromFileDialogView';
import type { InvitePositionChoice } from './invite-positions';

/** A position's place is the licence: the file's invitations then hold none of their own. */
const fileArgsOf = ({ assignLicence, positionId }: FileTerms) => ({
  assignLicense: positionId === null && assignLicence,
  ...(positionId !== null && { positionId }),
});

export interface InviteFromFileDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The company's open positions the file may be invited to (D95). */
  positions?: readonly InvitePositionChoice[];
}

/** What the server is asked with the file: the licence choice and the position, if any. */
interface FileTerms {
  assignLicence: boolean;
  positionId: number | null;
}

/**
 * The file dialog on the panel's company (the manager's own, or the one a platform admin opened):
 * a chosen file is previewed at once, and again when the licence or position choice changes;
 * sending posts the same file and choices again, and the server checks every row again before it
 * invites.
 */
export function InviteFromFileDialog({
  isOpen,
  onOpenChange,
  positions = [],
}: InviteFromFileDialogProps) {
  const intl = useIntl();
  const source = useCompanyDataSource();
  const [preview] = source.usePreviewInvitationFile();
  const [send] = source.useInviteFromFile();
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<InvitationFileStep>({ step: 'choosing' });
  const [terms, setTerms] = useState<FileTerms>({ assignLicence: true, positionId: null });
  // Rows that name no language are invited in the language the person is using the panel in.
  const lang = languages.find((language) => intl.locale.startsWith(language)) ?? 'en';

  const check = async (chosen: File, asked: FileTerms) => {
    setFile(chosen);
    setState({ step: 'checking' });
    const answer = await preview({ file: chosen, lang, ...fileArgsOf(asked) });
    setState(
      answer.error
        ? { step: 'fileRefused', failure: readApiFailure(answer.error) ?? { status: 500 } }
        : { step: 'previewed', preview: answer.data },
    );
  };

  const sendValidRows = async () => {
    if (!file || state.step !== 'previewed') return;
    setState({ ...state, isSending: true, sendFailure: undefined });
    const answer = await send({ file, lang, ...fileArgsOf(terms) });
    setState(
      answer.error
        ? {
            ...state,
            isSending: false,
            sendFailure: readApiFailure(answer.error) ?? { status: 500 },
          }
        : { step: 'sent', report: answer.data },
    );
  };

  const changeTerms = (changed: FileTerms) => {
    setTerms(changed);
    // The licences the rows will hold depend on the choices: the server counts them again.
    if (file) void check(file, changed);
  };

  return (
    <InviteFromFileDialogView
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setFile(undefined);
          setState({ step: 'choosing' });
          setTerms({ assignLicence: true, positionId: null });
        }
        onOpenChange(open);
      }}
      state={state}
      fileName={file?.name}
      onFile={(chosen) => void check(chosen, terms)}
      assignLicence={terms.assignLicence}
      onAssignLicenceChange={(assigning) => changeTerms({ ...terms, assignLicence: assigning })}
      positions={positions}
      positionId={terms.positionId}
      onPositionChange={(positionId) => changeTerms({ ...terms, positionId })}
      onSend={() => void sendValidRows()}
    />
  );
}
