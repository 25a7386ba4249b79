import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from 'antd';
import { UC } from '../../shared/api/uc-paths';
import { downloadBlob } from '../api/download';
import { BRAND_BLUE } from '../app/theme';

/** The avatar picture, fetched by path and cached per path; without one (or on failure) an icon. */
export function UserAvatar({ path, size = 32 }: { path: string | null; size?: number }) {
  const { data } = useQuery({
    queryKey: ['avatar', path],
    queryFn: async ({ signal }) =>
      URL.createObjectURL(
        await downloadBlob(`${UC.userImage}?path=${encodeURIComponent(path ?? '')}`, { quiet: true, signal }),
      ),
    enabled: !!path,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Avatar
      size={size}
      src={data}
      icon={<UserOutlined />}
      style={{ background: data ? undefined : BRAND_BLUE }}
    />
  );
}
