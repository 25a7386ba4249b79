import { DeleteOutlined, FileImageOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { type MediaAccept, MediaLibraryDialog } from '../../../console/media-library/MediaLibraryDialog';
import { isVideoUrl } from '../../../runtime/parts/Media';
import styles from './MediaField.module.css';

export type MediaPickerKind = 'image' | 'video' | 'media';

/** What the media library offers for each kind of media field (swipers take both). */
const ACCEPTS: Record<MediaPickerKind, MediaAccept> = {
  image: 'image',
  video: 'video',
  media: ['image', 'video'],
};

export interface MediaPickerProps {
  /** Names the buttons: 更换图标, 清除图标. */
  label: string;
  kind: MediaPickerKind;
  value: string;
  /** An optional medium can be cleared. */
  optional: boolean;
  invalid?: boolean;
  projectId: string;
  onChange: (url: string) => void;
}

/** A picture or video: its thumbnail, and change / clear through the media library dialog. */
export function MediaPicker({
  label,
  kind,
  value,
  optional,
  invalid,
  projectId,
  onChange,
}: MediaPickerProps) {
  const [choosing, setChoosing] = useState(false);
  const chooseLabel = value ? '更换' : '选择';
  return (
    <div className={`${styles.media} ${invalid ? styles.invalid : ''}`}>
      {/* The thumbnail is a larger target for the same action as the button beside it. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        className={styles.thumbnail}
        onClick={() => setChoosing(true)}
      >
        {!value ? (
          <FileImageOutlined className={styles.placeholder} />
        ) : isVideoUrl(value) ? (
          <video src={value} muted preload="metadata" />
        ) : (
          <img src={value} alt="" draggable={false} />
        )}
      </button>
      <Space size={4} wrap>
        <Button
          size="small"
          icon={<SwapOutlined />}
          aria-label={`${chooseLabel}${label}`}
          onClick={() => setChoosing(true)}
        >
          {chooseLabel}
        </Button>
        {optional && value && (
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`清除${label}`}
            onClick={() => onChange('')}
          >
            清除
          </Button>
        )}
      </Space>
      <MediaLibraryDialog
        open={choosing}
        projectId={projectId}
        accept={ACCEPTS[kind]}
        onConfirm={(url) => {
          setChoosing(false);
          onChange(url);
        }}
        onCancel={() => setChoosing(false)}
      />
    </div>
  );
}
