/**
 * The only script a prerendered public page loads at first: the page is already drawn, so the
 * app that makes it interactive is fetched once the page has loaded and the browser is idle, or
 * at once when the visitor reaches for it. Any other page has no HTML yet and starts the app now.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./app/start-app').then(({ startApp }) => startApp(container!));
}

const firstSignsOfInteraction = ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'focusin'];

if (!container.hasChildNodes()) {
  start();
} else {
  for (const type of firstSignsOfInteraction) {
    window.addEventListener(type, start, { once: true, passive: true, capture: true });
  }
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : setTimeout(start, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
