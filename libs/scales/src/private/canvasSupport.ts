let supported: boolean | undefined;

/**
 * Whether this document can draw on a canvas. jsdom (the unit and story tests) has no canvas
 * implementation: `getContext` returns null (and jsdom logs "Not implemented" once), and chart.js
 * then fails to acquire a context. Rather than install the native `canvas` package, widgets ask
 * once here and render only their text alternative table when there is no 2D context.
 */
export function canDrawCharts(): boolean {
  if (supported === undefined) {
    try {
      supported =
        typeof document !== 'undefined' &&
        document.createElement('canvas').getContext('2d') !== null;
    } catch {
      supported = false;
    }
  }
  return supported;
}
