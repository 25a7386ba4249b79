import { CheckOutlined, DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Popconfirm, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import styles from './MediaLibrary.module.css';
import type { MediaLibraryFile } from './media-file';
import { VideoThumbnail } from './VideoThumbnail';

export interface MediaTileProps {
  file: MediaLibraryFile;
  selected: boolean;
  /** Icons and illustrations are drawn whole with a margin; photos fill the tile. */
  contain: boolean;
  onSelect(file: MediaLibraryFile): void;
  onPreview(file: MediaLibraryFile): void;
  onDelete(file: MediaLibraryFile): Promise<unknown>;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** One file of the grid: its thumbnail and name; preview and, for the project's own, delete. */
export function MediaTile({ file, selected, contain, onSelect, onPreview, onDelete }: MediaTileProps) {
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
        if (event.key === 'Enter' || event.key === ' ') {
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
            loading="lazy"
            decoding="async"
            className={contain ? styles.contain : undefined}
          />
        )}
        {selected && (
          <span className={styles.check}>
            <CheckOutlined />
          </span>
        )}
        <div className={styles.actions}>
          <Tooltip title="预览">
            <button
              type="button"
              className={styles.action}
              aria-label="预览"
              onClick={(event) => {
                stop(event);
                onPreview(file);
              }}
            >
              <EyeOutlined />
            </button>
          </Tooltip>
          {file.own && (
            <Popconfirm
              title="确定删除该文件吗？"
              description="删除后无法恢复，已使用该文件的页面不受影响。"
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => onDelete(file)}
              onPopupClick={stop}
            >
              <button
                type="button"
                className={`${styles.action} ${styles.actionDanger}`}
                aria-label="删除"
                onClick={stop}
              >
                <DeleteOutlined />
              </button>
            </Popconfirm>
          )}
        </div>
      </div>
      <div className={styles.name} title={file.name}>
        {file.name}
      </div>
    </div>
  );
}
