// Portaria's service worker (public/face-sw.js): it keeps the app shell, so the app opens at the desk
// on a flaky network. The API is never kept: the day's data is always asked for live.
importScripts('/face-sw.js');
installFaceWorker({ shellCache: 'portaria-shell-v1', shell: '/portaria/' });
