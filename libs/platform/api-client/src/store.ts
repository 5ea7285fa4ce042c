import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';

/** Feature slices that keep client state of their own register here, keyed by their name. */
export type FeatureReducers = Record<string, Reducer>;

export function createStore(
  featureReducers: FeatureReducers = {},
  preloadedState?: Record<string, unknown>,
) {
  const rootReducer = combineReducers({ ...featureReducers, [api.reducerPath]: api.reducer });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<ReturnType<typeof rootReducer>>,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
