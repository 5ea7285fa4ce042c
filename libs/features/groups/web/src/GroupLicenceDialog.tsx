import { AlertDialog, Stack, Text } from '@facet/design-system';
import type { GroupLicenceCounts } from '@facet/groups-domain';
import type { ToggleableLicenceState } from '@facet/platform-kernel';
import { useIntl } from 'react-intl';
import { groupsMessages as messages } from './messages';

export interface GroupLicenceDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Grant (`yes`) or withdraw (`no`) for the whole group. */
  state: ToggleableLicenceState;
  licences?: GroupLicenceCounts;
  /** The company's free licences, when known. */
  freeLicences?: number;
  onConfirm: () => Promise<void>;
}

/**
 * Says what the group licence update will spend or take back before it runs: the spec's rule
 * grants every member without an assessment in progress, including those who already finished
 * one, so that count is named.
 */
export function GroupLicenceDialog({
  isOpen,
  onOpenChange,
  state,
  licences,
  freeLicences,
  onConfirm,
}: GroupLicenceDialogProps) {
  const intl = useIntl();
  const grant = licences?.wouldGrant ?? 0;
  const finished = licences?.wouldGrantFinished ?? 0;
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      variant="primary"
      title={intl.formatMessage(state === 'yes' ? messages.grantTitle : messages.withdrawTitle)}
      confirmLabel={intl.formatMessage(
        state === 'yes' ? messages.grantConfirm : messages.withdrawConfirm,
      )}
      onConfirm={onConfirm}
    >
      <Stack space="small">
        {state === 'no' ? (
          <Text>
            {intl.formatMessage(messages.withdrawFrees, { count: licences?.wouldWithdraw ?? 0 })}
          </Text>
        ) : grant === 0 ? (
          <Text>{intl.formatMessage(messages.grantNothing)}</Text>
        ) : (
          <>
            <Text>
              {freeLicences === undefined
                ? intl.formatMessage(messages.grantUsesCount, { count: grant })
                : intl.formatMessage(messages.grantUses, { count: grant, free: freeLicences })}
            </Text>
            {finished > 0 && (
              <Text>{intl.formatMessage(messages.grantFinished, { count: finished })}</Text>
            )}
          </>
        )}
      </Stack>
    </AlertDialog>
  );
}
