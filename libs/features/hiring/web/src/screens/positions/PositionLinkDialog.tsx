import { showToast } from '@facet/design-system';
import { positionLinkPath, type Position } from '@facet/hiring-domain';
import {
  actingAsMember,
  readApiFailure,
  useDownloadFileMutation,
} from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { positionQrCodePath } from '../../hiring-endpoints';
import { hiringMessages as messages } from '../../messages';
import { PositionLinkDialogView } from './PositionLinkDialogView';

/** The link dialog of one position: copies its address and downloads its QR code. */
export function PositionLinkDialog({
  position,
  onDone,
}: {
  position: Position;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [download, downloading] = useDownloadFileMutation();
  const link = `${window.location.origin}${positionLinkPath(position.publicToken)}`;
  return (
    <PositionLinkDialogView
      positionName={position.name}
      link={link}
      isOpen
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      onCopy={() => {
        void navigator.clipboard
          .writeText(link)
          .then(() =>
            showToast({ title: intl.formatMessage(messages.linkCopied), tone: 'positive' }),
          );
      }}
      onDownload={(format) =>
        void download(positionQrCodePath(actingAsMember, position.id, format))
      }
      isDownloading={downloading.isLoading}
      downloadFailure={readApiFailure(downloading.error)}
    />
  );
}
