/**
 * Registers an app face's service worker (`public/<face>/sw.js`, which keeps its shell) under its own
 * scope; built app only. Once it runs, it is told the assets this first visit loaded without it, so
 * that the app opens offline from the next visit on.
 */
export function registerServiceWorker(base: '/portaria' | '/app'): void {
  // '/app' lies outside the scope '/app/': the page moves to '/app/' so its worker controls it.
  if (window.location.pathname === base) {
    window.history.replaceState(
      window.history.state,
      '',
      `${base}/${window.location.search}${window.location.hash}`,
    );
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // A refused registration (a private window, say) leaves the app working online.
    navigator.serviceWorker
      .register(`${base}/sw.js`, { scope: `${base}/` })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ keepAssets: loaded });
      })
      .catch(() => undefined);
  });
}
