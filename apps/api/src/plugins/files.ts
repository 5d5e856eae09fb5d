/** The address a stored upload is served from (the files module serves STORAGE_DIR there). */
export function publicFileUrl(storedPath: string | null): string | null {
  return storedPath ? `/api/files/${storedPath}` : null;
}
