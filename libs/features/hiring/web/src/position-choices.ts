/** A profile or group a position may name, as the app's data sources list them. */
export interface PositionChoice {
  id: number;
  name: string;
}

/**
 * What the positions tab reads of other features, passed in by the app (profiles and groups own
 * them), so hiring's screens import neither.
 */
export interface PositionChoiceHooks {
  useProfileChoices: () => readonly PositionChoice[];
  useGroupChoices: () => readonly PositionChoice[];
}
