import { AssignLicenceOption } from './AssignLicenceOption';
import type { InvitePositionChoice } from './invite-positions';
import { InvitePositionSelect } from './InvitePositionSelect';

/**
 * What a file's invitations promise (D95): optionally one of the company's open positions for
 * the whole file, and whether each holds a licence, which a position's place replaces.
 */
export function InvitationTermsFields({
  positions,
  positionId,
  onPositionChange,
  assignLicence,
  onAssignLicenceChange,
  isDisabled,
}: {
  positions: readonly InvitePositionChoice[];
  positionId: number | null;
  onPositionChange: (positionId: number | null) => void;
  assignLicence: boolean;
  onAssignLicenceChange: (assignLicence: boolean) => void;
  isDisabled?: boolean;
}) {
  return (
    <>
      {positions.length > 0 && (
        <InvitePositionSelect
          positions={positions}
          positionId={positionId}
          onChange={onPositionChange}
          isDisabled={isDisabled}
        />
      )}
      <AssignLicenceOption
        isSelected={positionId === null && assignLicence}
        onChange={onAssignLicenceChange}
        isDisabled={isDisabled || positionId !== null}
      />
    </>
  );
}
