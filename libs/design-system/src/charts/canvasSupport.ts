let supported: boolean | undefined;

/**
 * Whether this document can draw on a canvas. jsdom (the unit and story tests) has no canvas
 * implementation: `getContext` returns null, and chart.js then fails to acquire a context. Charts
 * ask once here and show only their table when there is no 2D context, and then never load
 * chart.js at all.
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
