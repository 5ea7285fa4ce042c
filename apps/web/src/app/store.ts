import { createStore } from '@facet/platform-api-client';

/**
 * The one Redux store, in its own chunk: only the areas that call the API (and the account menu
 * of a signed-in person) load it, so a visitor's landing carries no Redux or RTK Query.
 */
export const store = createStore();
