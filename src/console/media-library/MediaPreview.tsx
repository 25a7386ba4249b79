import { Modal } from 'antd';
import { MSG } from '../../shared/messages';
import styles from './MediaLibrary.module.css';
import type { MediaLibraryFile } from './media-file';

/** Looks at a file at a larger size; videos play, with the spec's fallback where they cannot. */
export function MediaPreview({ file, onClose }: { file: MediaLibraryFile | null; onClose(): void }) {
  return (
    <Modal
      open={file !== null}
      title={file?.name}
      footer={null}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      {file && (
        <div className={`${styles.preview} ${file.own ? '' : styles.previewStock}`}>
          {file.type === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: people's own videos come without captions
            <video src={file.imgUrl} controls autoPlay preload="auto">
              {MSG.videoUnsupported}
            </video>
          ) : (
            <img src={file.imgUrl} alt={file.name} />
          )}
        </div>
      )}
    </Modal>
  );
}
