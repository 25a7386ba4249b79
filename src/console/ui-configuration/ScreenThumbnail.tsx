import type { ScreenSize } from '../../shared/screen/orientation';
import styles from './ConfigurationList.module.css';

/** The largest box of the screen's ratio inside `box`. */
export function fitInto(size: ScreenSize, box: ScreenSize): ScreenSize {
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

export interface ScreenThumbnailProps {
  /** The main page as a PNG data URL, saved by the editor; null until it first saves one. */
  thumbnail: string | null;
  screenSize: ScreenSize;
  name: string;
  box: ScreenSize;
}

/** A configuration's main page in miniature, or a screen-shaped placeholder of the same ratio. */
export function ScreenThumbnail({ thumbnail, screenSize, name, box }: ScreenThumbnailProps) {
  const fitted = fitInto(screenSize, box);
  if (thumbnail) {
    return (
      <img
        className={styles.screen}
        src={thumbnail}
        alt={`${name}的主页`}
        width={fitted.width}
        height={fitted.height}
        draggable={false}
      />
    );
  }
  return (
    <span className={styles.placeholder} style={fitted} role="img" aria-label={`${name}：暂无预览`}>
      <span className={styles.wireBar} />
      <span className={styles.wireBlocks}>
        <span />
        <span />
        <span />
        <span />
      </span>
      <span className={styles.wireText}>暂无预览</span>
    </span>
  );
}
