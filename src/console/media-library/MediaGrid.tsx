import { Spin } from 'antd';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import styles from './MediaLibrary.module.css';
import { MediaTile } from './MediaTile';
import { type MediaLibraryFile, thumbnailFit } from './media-file';
import { UploadTile } from './UploadTile';
import type { UploadItem } from './use-media-uploads';

export interface MediaGridProps {
  uploads: UploadItem[];
  files: MediaLibraryFile[];
  selectedId: string | null;
  /** The first load of a tab: nothing to show yet. */
  loading: boolean;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  onSelect(file: MediaLibraryFile): void;
  onPreview(file: MediaLibraryFile): void;
  onDelete(file: MediaLibraryFile): void;
  onRemoveUpload(id: string): void;
}

/** The tiles drawn in the first frame: the three rows in view. */
const FIRST_TILES = 18;
/** The pictures fetched at once rather than when scrolled near. */
export const EAGER_TILES = 18;

/**
 * Files on their way in first, then the page of the library. The first rows are drawn at once
 * and the rest of the page after them in an interruptible render, so the first thumbnails show
 * without waiting for 120 tiles. Keyed by page, so every new page starts with the first rows again.
 */
export function MediaGrid({ uploads, files, selectedId, loading, empty, ...handlers }: MediaGridProps) {
  const [shown, setShown] = useState(FIRST_TILES);
  const complete = shown >= files.length;
  useEffect(() => {
    if (!complete) startTransition(() => setShown(Number.POSITIVE_INFINITY));
  }, [complete]);

  if (loading) {
    return (
      <div className={styles.loading}>
        <Spin />
      </div>
    );
  }
  if (uploads.length === 0 && files.length === 0) return empty;
  return (
    <div className={styles.grid} data-testid="media-grid">
      {uploads.map((item) => (
        <UploadTile key={item.id} item={item} onRemove={handlers.onRemoveUpload} />
      ))}
      {files.slice(0, shown).map((file, index) => (
        <MediaTile
          key={file.id}
          file={file}
          eager={index < EAGER_TILES}
          selected={file.id === selectedId}
          fit={thumbnailFit(file)}
          onSelect={handlers.onSelect}
          onPreview={handlers.onPreview}
          onDelete={handlers.onDelete}
        />
      ))}
    </div>
  );
}
