import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { BRAND_BLUE } from '../app/theme';
import { useAccountImage } from './use-account-image';

/** The avatar picture, fetched by path and cached per path; without one (or on failure) an icon. */
export function UserAvatar({ path, size = 32 }: { path: string | null; size?: number }) {
  const src = useAccountImage(path);
  return (
    <Avatar
      size={size}
      src={src}
      icon={<UserOutlined />}
      style={{ background: src ? undefined : BRAND_BLUE }}
    />
  );
}
