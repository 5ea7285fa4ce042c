/**
 * The access token lives in memory only (DESIGN §3): never in local storage, where any script on
 * the page could read it. A reload restores the session through the refresh-token cookie.
 */
let accessToken: string | undefined;

export const accessTokenStore = {
  get: (): string | undefined => accessToken,
  set: (token: string | undefined): void => {
    accessToken = token;
  },
};
