import { Spin } from 'antd';
import type { ReactNode } from 'react';
import styles from './MediaLibrary.module.css';
import { MediaTile } from './MediaTile';
import { isDrawing, type MediaLibraryFile } from './media-file';
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
  onDelete(file: MediaLibraryFile): Promise<unknown>;
  onRemoveUpload(id: string): void;
}

/** Files on their way in first, then the page of the library. */
export function MediaGrid({ uploads, files, selectedId, loading, empty, ...handlers }: MediaGridProps) {
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
      {files.map((file) => (
        <MediaTile
          key={file.id}
          file={file}
          selected={file.id === selectedId}
          contain={isDrawing(file)}
          onSelect={handlers.onSelect}
          onPreview={handlers.onPreview}
          onDelete={handlers.onDelete}
        />
      ))}
    </div>
  );
}
