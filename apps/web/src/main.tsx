/**
 * The only script a prerendered public page loads at first: the page is already drawn, so the
 * app that makes it interactive is fetched once the page has loaded and the browser is idle, or
 * at once when the visitor reaches for it. Any other page has no HTML yet and starts the app now.
 */
import { nextTask } from './next-task';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The calls the design system's locale detection makes first, which load the browser's locale
 * data, one task each.
 */
async function loadLocaleData(): Promise<void> {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
    await nextTask();
    new Intl.Locale(navigator.language).maximize();
  } catch {
    // A browser without Intl.Locale, or an odd language tag: the detection copes on its own.
  }
}

let started = false;
/**
 * Starts the app in stages, each a task of its own, so no single task holds the main thread for
 * long: the first use of `Intl` (the browser loads its locale data, which the design system's
 * locale detection would otherwise do while the app's code is evaluated), then React's DOM
 * renderer, then the rest of the app's code, then the app itself (startApp yields again before
 * hydrating).
 */
async function start(): Promise<void> {
  if (started) return;
  started = true;
  await loadLocaleData();
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(container!);
}
const startOnce = () => void start();

const firstSignsOfInteraction = ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'focusin'];

if (!container.hasChildNodes()) {
  startOnce();
} else {
  for (const type of firstSignsOfInteraction) {
    window.addEventListener(type, startOnce, { once: true, passive: true, capture: true });
  }
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(startOnce, { timeout: 2000 })
      : setTimeout(startOnce, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
