import { CloseOutlined, ExclamationCircleFilled, VideoCameraOutlined } from '@ant-design/icons';
import { Progress, Tooltip } from 'antd';
import styles from './MediaLibrary.module.css';
import type { UploadItem } from './use-media-uploads';

export interface UploadTileProps {
  item: UploadItem;
  /** Cancels an upload under way, or clears a failed one. */
  onRemove(id: string): void;
}

/** A file on its way into the library: a progress circle under 100 %, its error in place after. */
export function UploadTile({ item, onRemove }: UploadTileProps) {
  const failed = item.error !== false;
  return (
    <div
      className={`${styles.tile} ${failed ? styles.failedTile : ''}`}
      data-upload-state={failed ? 'failed' : 'uploading'}
    >
      <div className={styles.thumb}>
        {item.src ? (
          <img
            src={item.src}
            alt=""
            onError={(event) => {
              // A file that is not really a picture has no preview.
              event.currentTarget.style.visibility = 'hidden';
            }}
          />
        ) : (
          <VideoCameraOutlined className={styles.placeholderIcon} />
        )}
        {failed ? (
          <div className={styles.failed} role="alert">
            <ExclamationCircleFilled className={styles.failedIcon} />
            <span>{item.error}</span>
          </div>
        ) : (
          <div className={styles.uploading}>
            <Progress type="circle" percent={item.percentage} size={54} strokeWidth={8} />
          </div>
        )}
        <div className={styles.actions} style={{ opacity: 1 }}>
          <Tooltip title={failed ? '移除' : '取消上传'}>
            <button
              type="button"
              className={styles.action}
              aria-label={failed ? '移除' : '取消上传'}
              onClick={() => onRemove(item.id)}
            >
              <CloseOutlined />
            </button>
          </Tooltip>
        </div>
      </div>
      <div className={styles.name} title={item.name}>
        {item.name}
      </div>
    </div>
  );
}
