import { useEffect, useState } from 'react';

/** Spec section 4: a cached preview's address is revoked after 60 seconds. */
export const THUMBNAIL_URL_LIFETIME_MS = 60_000;

/**
 * An object URL for a cached PNG while a component shows it. The address is revoked after 60 s
 * (an image already shown keeps its pixels) or when the blob or the component goes away; a
 * component mounted later gets a fresh address for the same blob.
 */
export function useThumbnailUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const address = URL.createObjectURL(blob);
    setUrl(address);
    let revoked = false;
    const revoke = () => {
      if (revoked) return;
      revoked = true;
      URL.revokeObjectURL(address);
    };
    const timer = setTimeout(revoke, THUMBNAIL_URL_LIFETIME_MS);
    return () => {
      clearTimeout(timer);
      revoke();
    };
  }, [blob]);
  return url;
}
