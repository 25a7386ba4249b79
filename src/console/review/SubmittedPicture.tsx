import { FileImageOutlined } from '@ant-design/icons';
import { Flex, Image, Skeleton, Typography } from 'antd';
import { useAccountImage } from '../shell/use-account-image';

/** A certification picture for the reviewer, with a large preview on click. */
export function SubmittedPicture({ path, label }: { path: string | null; label: string }) {
  const src = useAccountImage(path);
  return (
    <Flex vertical gap={6} align="center">
      {!path ? (
        <Flex
          align="center"
          justify="center"
          style={{
            width: 200,
            height: 128,
            borderRadius: 8,
            background: '#f3f6fb',
            color: 'rgba(0,0,0,0.35)',
          }}
        >
          <FileImageOutlined style={{ fontSize: 28 }} />
        </Flex>
      ) : src ? (
        <Image
          src={src}
          alt={label}
          width={200}
          height={128}
          style={{ objectFit: 'cover', borderRadius: 8 }}
        />
      ) : (
        <Skeleton.Image active style={{ width: 200, height: 128 }} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}
