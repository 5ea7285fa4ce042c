import { Select } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import type { InvitePositionChoice } from './invite-positions';

const noPosition = 'none';

/**
 * The invite dialog's optional position (D95): accepting makes the person its applicant, on one
 * of its places, so the invitation then holds no licence of its own.
 */
export function InvitePositionSelect({
  positions,
  positionId,
  onChange,
  isDisabled,
}: {
  positions: readonly InvitePositionChoice[];
  positionId: number | null;
  onChange: (positionId: number | null) => void;
  isDisabled?: boolean;
}) {
  const intl = useIntl();
  const options = [
    { id: noPosition, label: intl.formatMessage(messages.invitePositionNone) },
    ...positions.map(({ id, name, placesLeft }) => ({
      id: String(id),
      label: intl.formatMessage(messages.invitePositionPlacesLeft, { name, placesLeft }),
    })),
  ];
  return (
    <Select
      label={intl.formatMessage(messages.invitePositionLabel)}
      options={options}
      selectedKey={positionId === null ? noPosition : String(positionId)}
      onSelectionChange={(key) => onChange(key === null || key === noPosition ? null : Number(key))}
      description={intl.formatMessage(messages.invitePositionHelp)}
      isDisabled={isDisabled}
    />
  );
}
