import { readApiFailure } from '@facet/platform-api-client';
import { languages } from '@facet/platform-kernel';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCompanyDataSource } from '../../company-data-source';
import { InviteFromFileDialogView, type InvitationFileStep } from './InviteFromFileDialogView';

export interface InviteFromFileDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The file dialog on the panel's company (the manager's own, or the one a platform admin opened):
 * a chosen file is previewed at once, and again when the licence choice changes; sending posts
 * the same file and choice again, and the server checks every row again before it invites.
 */
export function InviteFromFileDialog({ isOpen, onOpenChange }: InviteFromFileDialogProps) {
  const intl = useIntl();
  const source = useCompanyDataSource();
  const [preview] = source.usePreviewInvitationFile();
  const [send] = source.useInviteFromFile();
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<InvitationFileStep>({ step: 'choosing' });
  const [assignLicence, setAssignLicence] = useState(true);
  // Rows that name no language are invited in the language the person is using the panel in.
  const lang = languages.find((language) => intl.locale.startsWith(language)) ?? 'en';

  const check = async (chosen: File, assigning: boolean) => {
    setFile(chosen);
    setState({ step: 'checking' });
    const answer = await preview({ file: chosen, lang, assignLicense: assigning });
    setState(
      answer.error
        ? { step: 'fileRefused', failure: readApiFailure(answer.error) ?? { status: 500 } }
        : { step: 'previewed', preview: answer.data },
    );
  };

  const sendValidRows = async () => {
    if (!file || state.step !== 'previewed') return;
    setState({ ...state, isSending: true, sendFailure: undefined });
    const answer = await send({ file, lang, assignLicense: assignLicence });
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

  return (
    <InviteFromFileDialogView
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setFile(undefined);
          setState({ step: 'choosing' });
          setAssignLicence(true);
        }
        onOpenChange(open);
      }}
      state={state}
      fileName={file?.name}
      onFile={(chosen) => void check(chosen, assignLicence)}
      assignLicence={assignLicence}
      onAssignLicenceChange={(assigning) => {
        setAssignLicence(assigning);
        // The licences the rows will hold depend on the choice: the server counts them again.
        if (file) void check(file, assigning);
      }}
      onSend={() => void sendValidRows()}
    />
  );
}
