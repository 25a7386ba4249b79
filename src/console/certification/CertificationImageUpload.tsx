import { DeleteOutlined, EyeOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { useAccountImage } from '../shell/use-account-image';
import styles from './Certification.module.css';
import { certificationApi } from './certification-api';
import { useAccountPictureUpload } from './use-account-picture-upload';

export interface CertificationImageUploadProps {
  /** The uploaded picture's path (a form field value). */
  value?: string;
  onChange?: (path: string | undefined) => void;
  label: string;
  /** A drawn outline of what the picture should show, until one is uploaded. */
  sample: React.ReactNode;
}

/**
 * One certification picture as a form field: pick a jpg or png (at most 2 MB), it uploads to
 * certification/image (60 s), and the field holds the returned path; preview and remove on hover.
 */
export function CertificationImageUpload({ value, onChange, label, sample }: CertificationImageUploadProps) {
  const [previewing, setPreviewing] = useState(false);
  const src = useAccountImage(value);
  const { uploading, uploadProps } = useAccountPictureUpload(
    async (file) => (await certificationApi.uploadImage(file)).path,
    (path) => onChange?.(path),
  );

  return (
    <div className={styles.upload}>
      <Upload {...uploadProps}>
        <button type="button" className={styles.uploadTile} aria-label={`上传${label}`}>
          {value && src ? <img src={src} alt={label} /> : <span className={styles.sample}>{sample}</span>}
          <span className={value ? styles.replaceHint : styles.addHint}>
            {uploading ? <LoadingOutlined /> : <PlusOutlined />}
            {uploading ? '上传中…' : value ? '重新上传' : `上传${label}`}
          </span>
        </button>
      </Upload>
      {value && (
        <div className={styles.uploadActions}>
          <Tooltip title="查看大图">
            <Button size="small" type="text" icon={<EyeOutlined />} onClick={() => setPreviewing(true)} />
          </Tooltip>
          <Tooltip title="删除">
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              onClick={() => onChange?.(undefined)}
            />
          </Tooltip>
        </div>
      )}
      {previewing && src && (
        <Image
          style={{ display: 'none' }}
          src={src}
          alt=""
          preview={{ open: true, onOpenChange: setPreviewing }}
        />
      )}
    </div>
  );
}
