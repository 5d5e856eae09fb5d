/** Registers Portaria's service worker (public/portaria/sw.js), which keeps the app shell; built app only. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // A refused registration (a private window, say) leaves the app working online.
    navigator.serviceWorker.register('/portaria/sw.js', { scope: '/portaria/' }).catch(() => undefined);
  });
}
