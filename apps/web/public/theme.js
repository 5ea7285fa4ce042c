// Runs before the first paint (a blocking script in <head>): applies the stored theme, so a dark
// page never flashes light while the bundle loads. The CSP allows scripts from our origin only,
// hence a file rather than an inline script. It cannot import the design system; the values
// below are checked against ThemeProvider's constants by apps/web/src/app/theme-script.test.ts.
/* global window, document */
(function applyThemeBeforePaint() {
  var preference = null;
  try {
    preference = window.localStorage.getItem('theme');
  } catch {
    // Without storage the theme follows the system, as ThemeProvider does.
  }
  var systemIsDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  var theme =
    preference === 'light' || preference === 'dark' ? preference : systemIsDark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-theme', theme);
})();
