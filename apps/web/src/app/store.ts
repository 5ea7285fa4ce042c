import { createStore } from '@facet/platform-api-client';
import { setAutoFreeze } from 'immer';

// Immer deep-freezes every answer the store keeps, a walk over the whole payload: a result's
// inform cost a quarter of a second at 4x CPU slowdown. The built app skips it; development and
// the tests keep it (and the store's mutation check), where a mutated answer would be caught.
if (import.meta.env.PROD) setAutoFreeze(false);

/**
 * The one Redux store, in its own chunk: only the areas that call the API (and the account menu
 * of a signed-in person) load it, so a visitor's landing carries no Redux or RTK Query.
 */
export const store = createStore();
