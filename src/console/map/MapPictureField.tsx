import { FileImageOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { MapPictureDialog } from './MapPictureDialog';
import styles from './map.module.css';
import type { MapPicture } from './map-api';

export interface MapPictureFieldProps {
  projectId: string;
  value?: MapPicture | null;
  onChange?(picture: MapPicture): void;
  id?: string;
}

/** A form field holding a floor picture chosen in the media library, with its size in pixels. */
export function MapPictureField({ projectId, value, onChange, id }: MapPictureFieldProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      {value ? (
        <Flex gap={12} align="center">
          <img src={value.pictureUrl} alt="地图图片" className={styles.pictureThumb} />
          <Flex vertical gap={4} align="flex-start">
            <Typography.Text type="secondary">
              {value.pictureWidth} × {value.pictureHeight} 像素
            </Typography.Text>
            <Button id={id} size="small" icon={<SwapOutlined />} onClick={() => setChoosing(true)}>
              更换图片
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Button id={id} icon={<FileImageOutlined />} onClick={() => setChoosing(true)}>
          从素材库选择
        </Button>
      )}
      <MapPictureDialog
        open={choosing}
        projectId={projectId}
        onChosen={(picture) => onChange?.(picture)}
        onClose={() => setChoosing(false)}
      />
    </>
  );
}
