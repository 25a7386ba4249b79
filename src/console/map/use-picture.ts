import { useEffect, useState } from 'react';

export type PictureState =
  | { status: 'loading'; image: null }
  | { status: 'loaded'; image: HTMLImageElement }
  | { status: 'failed'; image: null };

/** The picture at `url` as an element the canvas can draw, and whether it came. */
export function usePicture(url: string): PictureState {
  const [state, setState] = useState<PictureState>({ status: 'loading', image: null });
  useEffect(() => {
    setState({ status: 'loading', image: null });
    if (!url) {
      setState({ status: 'failed', image: null });
      return;
    }
    const image = new window.Image();
    let current = true;
    image.onload = () => current && setState({ status: 'loaded', image });
    image.onerror = () => current && setState({ status: 'failed', image: null });
    image.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}

/** The pixel size of a picture at `url` (a new map's picture), or null when it cannot be read. */
export function measurePicture(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new window.Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}
