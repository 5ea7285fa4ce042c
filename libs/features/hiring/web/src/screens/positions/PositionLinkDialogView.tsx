import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  Inline,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import type { QrCodeFormat } from '@facet/hiring-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { hiringMessages as messages, hiringProblemMessages } from '../../messages';

export interface PositionLinkDialogViewProps {
  positionName: string;
  /** The absolute address of the position's page. */
  link: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCopy: () => void;
  onDownload: (format: QrCodeFormat) => void;
  isDownloading?: boolean;
  downloadFailure?: ApiFailure;
}

/** The public link of a position to paste in an advert, and its QR code to download. */
export function PositionLinkDialogView({
  positionName,
  link,
  isOpen,
  onOpenChange,
  onCopy,
  onDownload,
  isDownloading,
  downloadFailure,
}: PositionLinkDialogViewProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <Dialog
      title={say(messages.linkTitle, { name: positionName })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      {(close) => (
        <Stack space="medium">
          <Text>{say(messages.linkDescription)}</Text>
          <TextField label={say(messages.linkLabel)} value={link} isReadOnly />
          <Inline space="small">
            <Button onPress={onCopy}>{say(messages.copyLink)}</Button>
            <Button isPending={isDownloading} onPress={() => onDownload('png')}>
              {say(messages.downloadPng)}
            </Button>
            <Button isPending={isDownloading} onPress={() => onDownload('svg')}>
              {say(messages.downloadSvg)}
            </Button>
          </Inline>
          {downloadFailure && (
            <Alert tone="critical">
              {failureText(intl, downloadFailure, hiringProblemMessages, messages.actionFailed)}
            </Alert>
          )}
          <DialogActions>
            <Button variant="primary" onPress={close}>
              {say(messages.done)}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Dialog>
  );
}
