// Sócio's service worker (public/face-sw.js): the shell, and the last answer of the person's data (who
// they are, their bookings with their passes), so that the app opened offline still shows the passes
// to show at the gate (issue 31, point 9). The app deletes the kept data when the person signs out.
importScripts('/face-sw.js');
installFaceWorker({
  shellCache: 'socio-shell-v1',
  dataCache: 'socio-data-v1',
  shell: '/app/',
  keptData: ['/api/me', '/api/me/bookings'],
});
