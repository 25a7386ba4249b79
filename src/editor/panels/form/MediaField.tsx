import { DeleteOutlined, FileImageOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { type MediaAccept, MediaLibraryDialog } from '../../../console/media-library/MediaLibraryDialog';
import { isVideoUrl } from '../../../runtime/parts/Media';
import type { FieldMeta } from '../../../shared/screen/fields';
import { useEditor } from '../../store/editor-store';
import { FieldRow } from './FieldRow';
import styles from './MediaField.module.css';

/** What the media library offers for each kind of media field (swipers take both). */
const ACCEPTS: Partial<Record<FieldMeta['kind'], MediaAccept>> = {
  image: 'image',
  video: 'video',
  media: ['image', 'video'],
};

export interface MediaFieldProps {
  meta: FieldMeta;
  value: string;
  optional: boolean;
  problem: string | null;
  onChange: (url: string) => void;
  /** A row of a list: no label of its own. */
  bare?: boolean;
}

/** A picture or video of the screen: its thumbnail, and change / clear through the media library. */
export function MediaField({ meta, value, optional, problem, onChange, bare }: MediaFieldProps) {
  const projectId = useEditor((state) => state.projectId);
  const [choosing, setChoosing] = useState(false);
  const chooseLabel = value ? '更换' : '选择';
  const control = (
    <div className={`${styles.media} ${problem ? styles.invalid : ''}`}>
      <button
        type="button"
        className={styles.thumbnail}
        aria-label={`${chooseLabel}${meta.label}（素材库）`}
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
          aria-label={`${chooseLabel}${meta.label}`}
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
            aria-label={`清除${meta.label}`}
            onClick={() => onChange('')}
          >
            清除
          </Button>
        )}
      </Space>
      <MediaLibraryDialog
        open={choosing}
        projectId={projectId}
        accept={ACCEPTS[meta.kind] ?? 'image'}
        onConfirm={(url) => {
          setChoosing(false);
          onChange(url);
        }}
        onCancel={() => setChoosing(false)}
      />
    </div>
  );
  if (bare) return control;
  return (
    <FieldRow label={meta.label} problem={problem}>
      {control}
    </FieldRow>
  );
}
