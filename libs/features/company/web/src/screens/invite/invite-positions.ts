/**
 * An open position an invitation may name (D95), as the app lists them from hiring's data:
 * company's screens import no hiring code, so the app passes the hook in.
 */
export interface InvitePositionChoice {
  id: number;
  name: string;
  placesLeft: number;
}

/** The open positions of the company the panel acts for. */
export type UseInvitePositionChoices = () => readonly InvitePositionChoice[];

const noPositions: readonly InvitePositionChoice[] = [];

/** Where no positions are offered (the back office's company page): the picker is left out. */
export const useNoInvitePositions: UseInvitePositionChoices = () => noPositions;
