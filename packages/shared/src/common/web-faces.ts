// The web client's faces besides the back-office (ARCHITECTURE.md, Three faces, one server): each is
// its own HTML entry under its base path. The server answers the entry's page for every page under it;
// Vite's dev server does the same.

export const WEB_FACES: readonly { base: string; html: string }[] = [
  { base: '/portaria', html: 'portaria.html' },
  { base: '/app', html: 'app.html' },
];

/** The HTML entry of a page: its face's under the face's base path, the back-office's elsewhere. */
export function webEntryOf(pathname: string): string {
  const face = WEB_FACES.find(({ base }) => pathname === base || pathname.startsWith(`${base}/`));
  return face?.html ?? 'index.html';
}
