// Runs before the first paint (inline in <head>, see inline-before-paint-script.ts) and applies
// what the visitor chose before: the theme, so a dark page never flashes light while the bundle
// loads, and whether a cookie choice is stored, so the prerendered cookie banner is drawn at once
// for those who have not chosen and never for those who have. It cannot import the app's code;
// src/app/before-paint-script.test.tsx checks it against ThemeProvider and readCookieConsent.
/* global window, document */
(function applyStoredChoicesBeforePaint() {
  var storage = null;
  try {
    storage = window.localStorage;
  } catch {
    // Without storage the theme follows the system and the banner asks, as the app does.
  }
  function stored(key) {
    try {
      return storage ? storage.getItem(key) : null;
    } catch {
      return null;
    }
  }
  var preference = stored('theme');
  var systemIsDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  var theme =
    preference === 'light' || preference === 'dark' ? preference : systemIsDark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-theme', theme);

  var cookieChoice = null;
  try {
    cookieChoice = JSON.parse(stored('cookieConsent'));
  } catch {
    // Not a stored choice: the banner asks again.
  }
  if (
    cookieChoice !== null &&
    typeof cookieChoice === 'object' &&
    typeof cookieChoice.analytics === 'boolean'
  ) {
    document.documentElement.setAttribute('data-cookie-choice', '');
  }
})();
