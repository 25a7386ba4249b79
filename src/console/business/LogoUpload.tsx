import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Upload } from 'antd';
import { useAccountPictureUpload } from '../certification/use-account-picture-upload';
import { useAccountImage } from '../shell/use-account-image';
import { businessApi } from './business-api';

interface LogoUploadProps {
  /** The picture's path (a form field's value), or none. */
  value?: string | null;
  onChange?: (path: string | null) => void;
  /** Shown while there is no logo: the enterprise's first characters. */
  fallback: string;
}

/** 企业标志 in the info form: a jpg or png uploaded at once; the form's 保存 makes it the logo. */
export function LogoUpload({ value, onChange, fallback }: LogoUploadProps) {
  const src = useAccountImage(value);
  const { uploading, uploadProps } = useAccountPictureUpload(
    async (file) => (await businessApi.uploadLogo(file)).logoUrl as string,
    (path) => onChange?.(path),
  );
  return (
    <Space align="center" size={16}>
      <Avatar shape="square" size={64} src={src}>
        {fallback}
      </Avatar>
      <Upload {...uploadProps}>
        <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
      {value && (
        <Button type="text" icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
          移除
        </Button>
      )}
    </Space>
  );
}
