import { DeleteOutlined, EyeOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Tooltip, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { feedback } from '../app/feedback';
import { useAccountImage } from '../shell/use-account-image';
import { ACCOUNT_PICTURE_ACCEPT, accountPictureProblem } from './account-picture';
import styles from './Certification.module.css';
import { certificationApi } from './certification-api';

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
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const src = useAccountImage(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = accountPictureProblem(file);
    if (problem) feedback.error(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    certificationApi
      .uploadImage(file as Blob)
      .then(({ path }) => {
        onChange?.(path);
        onSuccess?.(path);
      })
      .catch((error: Error) => onError?.(error))
      .finally(() => setUploading(false));
  };

  return (
    <div className={styles.upload}>
      <Upload
        accept={ACCOUNT_PICTURE_ACCEPT}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={uploading}
      >
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
