import type { CSSProperties } from 'react';
import { MSG } from '../../shared/messages';

const VIDEO = /\.(mp4|ogg|ogv|webm|mov)(\?|#|$)/i;

export function isVideoUrl(src: string): boolean {
  return VIDEO.test(src);
}

/** A picture or a looping muted video filling its box; an empty source shows a soft placeholder. */
export function Media({
  src,
  alt = '',
  className,
  style,
}: {
  src: string | undefined;
  alt?: string;
  className?: string;
  style?: CSSProperties;
}) {
  const classes = `rb-media ${className ?? ''}`;
  if (!src) return <div className={`${classes} rb-media--empty`} style={style} aria-hidden />;
  if (isVideoUrl(src)) {
    return (
      <video className={classes} style={style} src={src} autoPlay muted loop playsInline>
        {MSG.videoUnsupported}
      </video>
    );
  }
  return <img className={classes} style={style} src={src} alt={alt} draggable={false} />;
}
