import { CheckOutlined, DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { memo } from 'react';
import styles from './MediaLibrary.module.css';
import type { MediaLibraryFile, ThumbnailFit } from './media-file';
import { VideoThumbnail } from './VideoThumbnail';

export interface MediaTileProps {
  file: MediaLibraryFile;
  selected: boolean;
  fit: ThumbnailFit;
  /** Fetch the picture at once (the first rows) rather than when it scrolls near. */
  eager: boolean;
  onSelect(file: MediaLibraryFile): void;
  onPreview(file: MediaLibraryFile): void;
  /** Asks before deleting (the dialog owns the confirmation). */
  onDelete(file: MediaLibraryFile): void;
}

/**
 * One file of the grid: its thumbnail and name, with preview and, for the project's own, delete.
 * Plain elements only: a page holds 120 tiles, and each must cost next to nothing to draw.
 */
export const MediaTile = memo(function MediaTile({
  file,
  selected,
  fit,
  eager,
  onSelect,
  onPreview,
  onDelete,
}: MediaTileProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a button cannot hold the tile's own buttons
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={file.name}
      className={`${styles.tile} ${selected ? styles.selected : ''}`}
      onClick={() => onSelect(file)}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onSelect(file);
        }
      }}
    >
      <div className={styles.thumb}>
        {file.type === 'video' ? (
          <>
            <VideoThumbnail src={file.imgUrl} />
            <span className={styles.videoBadge}>视频</span>
          </>
        ) : (
          <img
            src={file.imgUrl}
            alt={file.name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={styles[fit]}
          />
        )}
        {selected && (
          <span className={styles.check}>
            <CheckOutlined />
          </span>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            title="预览"
            aria-label="预览"
            onClick={(event) => {
              event.stopPropagation();
              onPreview(file);
            }}
          >
            <EyeOutlined />
          </button>
          {file.own && (
            <button
              type="button"
              className={`${styles.action} ${styles.actionDanger}`}
              title="删除"
              aria-label="删除"
              onClick={(event) => {
                event.stopPropagation();
                onDelete(file);
              }}
            >
              <DeleteOutlined />
            </button>
          )}
        </div>
      </div>
      <div className={styles.name} title={file.name}>
        {file.name}
      </div>
    </div>
  );
});
