import { useEffect, useState } from 'react';

/**
 * An object URL for previewing a chosen file (PhotoInput's `value`), revoked when the file changes or
 * the component goes away; null without a file.
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
