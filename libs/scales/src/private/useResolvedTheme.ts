import { useTheme, type ResolvedTheme } from '@facet/design-system';

/**
 * The theme in force, or undefined outside a ThemeProvider (the PDF page may render charts
 * without one). A chart re-reads its colours when this changes; a canvas does not follow a CSS
 * theme switch by itself. The hook is always called, so the try/catch keeps the hook order stable.
 */
export function useResolvedTheme(): ResolvedTheme | undefined {
  try {
    return useTheme().resolvedTheme;
  } catch {
    return undefined;
  }
}
