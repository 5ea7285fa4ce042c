import { saveBlob } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { secondFactorCatalogue } from './second-factor-catalogue';

/** What RecoveryCodesView needs to copy and download the codes, one a line. */
export function useRecoveryCodeActions(recoveryCodes: readonly string[]) {
  const intl = useIntl();
  const [isCopied, setCopied] = useState(false);
  const text = `${recoveryCodes.join('\n')}\n`;
  return {
    isCopied,
    onCopy: () => void navigator.clipboard.writeText(text).then(() => setCopied(true)),
    onDownload: () =>
      saveBlob(
        new Blob([text], { type: 'text/plain' }),
        intl.formatMessage(secondFactorCatalogue.messages.codesFileName),
      ),
  };
}
