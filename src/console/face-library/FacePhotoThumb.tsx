import { Image } from 'antd';
import type { FacePhoto } from '../../shared/api/face-people';

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** A person's photo with the box of the face the server found in it drawn over the face. */
export function FacePhotoThumb({ photo, size = 72 }: { photo: FacePhoto; size?: number }) {
  const { box, width, height } = photo;
  const landscape = width >= height;
  return (
    <div
      data-testid="face-photo"
      style={{
        position: 'relative',
        width: landscape ? size : (size * width) / height,
        height: landscape ? (size * height) / width : size,
        borderRadius: 4,
        overflow: 'hidden',
        background: '#f5f5f5',
      }}
    >
      <Image src={photo.url} alt="人员照片" width="100%" height="100%" style={{ objectFit: 'fill' }} />
      <div
        data-testid="face-box"
        title="检测到的人脸"
        style={{
          position: 'absolute',
          pointerEvents: 'none',
          left: percent(box.x, width),
          top: percent(box.y, height),
          width: percent(box.width, width),
          height: percent(box.height, height),
          border: '2px solid #52c41a',
          borderRadius: 2,
          boxShadow: '0 0 0 1px rgba(0,0,0,0.25)',
        }}
      />
    </div>
  );
}
