import type { CSSProperties } from 'react';
import { STOCK_MATERIAL_PREFIX } from '../../shared/screen/media-url';

/**
 * An icon. Stock icons are single-colour line drawings painted in the current text colour
 * (a CSS mask), so they follow each template's palette; uploaded icons show as they are.
 */
export function Icon({ src, className }: { src: string | undefined; className?: string }) {
  if (!src) return <span className={`rb-icon rb-icon--empty ${className ?? ''}`} aria-hidden />;
  if (src.startsWith(`${STOCK_MATERIAL_PREFIX}icons/`)) {
    const mask = `url("${src}") center / contain no-repeat`;
    const style = { WebkitMask: mask, mask } as CSSProperties;
    return <span className={`rb-icon rb-icon--stock ${className ?? ''}`} style={style} aria-hidden />;
  }
  return <img className={`rb-icon ${className ?? ''}`} src={src} alt="" draggable={false} />;
}
