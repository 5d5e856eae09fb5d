// Pieces the product's mails share.

/** Text made safe for an HTML mail, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A link to the web app's page `path` that carries a one-time token (PUBLIC_URL may end in `/`). */
export function tokenLink(publicUrl: string, path: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}
