import { useEffect, useState } from 'react';
import type { ScreenSize } from '../../shared/screen/orientation';

const current = (): ScreenSize => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's inner size, following resizes and rotations. */
export function useViewportSize(): ScreenSize {
  const [size, setSize] = useState(current);
  useEffect(() => {
    const update = () => setSize(current());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
