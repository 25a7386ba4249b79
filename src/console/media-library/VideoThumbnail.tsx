import { VideoCameraOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import styles from './MediaLibrary.module.css';

/** A frame a little after the start: the very first frame of many videos is black. */
const FRAME_AT_SECONDS = 0.5;

/**
 * A video's thumbnail is one of its own frames: the video element is created only when the tile
 * scrolls into view and loads just enough to draw that frame.
 */
export function VideoThumbnail({ src }: { src: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div
      ref={holder}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {visible && !failed ? (
        <video
          src={`${src}#t=${FRAME_AT_SECONDS}`}
          preload="metadata"
          muted
          playsInline
          onError={() => setFailed(true)}
        />
      ) : (
        <VideoCameraOutlined className={styles.placeholderIcon} />
      )}
    </div>
  );
}
