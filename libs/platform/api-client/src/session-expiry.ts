/**
 * Called when the session cannot be renewed; the session feature clears state and goes to /login.
 * Kept apart from the RTK Query api, so the app wires it at start without loading Redux.
 */
let onSessionExpired: () => void = () => undefined;

export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export function endExpiredSession(): void {
  onSessionExpired();
}
