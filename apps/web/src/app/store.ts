import { createStore } from '@facet/platform-api-client';
import { followSessionExpiry } from '@facet/session-web';
import { navigateInApp } from './router';

/**
 * The one Redux store, in its own chunk: only the areas that call the API (and the account menu
 * of a signed-in person) load it, so a visitor's landing carries no Redux or RTK Query.
 */
export const store = createStore();

// A failed token refresh ends the session wherever the call came from (DESIGN §8).
followSessionExpiry({ navigate: navigateInApp });
