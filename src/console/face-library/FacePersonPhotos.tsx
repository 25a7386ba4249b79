import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Progress, Typography, Upload } from 'antd';
import { type FacePerson, MAX_PHOTOS_PER_PERSON } from '../../shared/api/face-people';
import { FacePhotoThumb } from './FacePhotoThumb';
import { facePersonApi } from './face-person-api';
import { type PendingPhoto, useFacePhotoUploads } from './use-face-photo-uploads';

const THUMB = 96;

/** A photo still uploading or being checked, or refused with its reason beside it. */
function PendingThumb({ item, onDismiss }: { item: PendingPhoto; onDismiss(): void }) {
  return (
    <Flex vertical gap={4} style={{ width: THUMB }} data-testid="pending-photo">
      <div style={{ position: 'relative', width: THUMB, height: THUMB }}>
        <img
          src={item.preview}
          alt={item.name}
          style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 4, opacity: 0.5 }}
        />
        {!item.error && (
          <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
            <Progress type="circle" size={40} percent={item.percentage} />
          </Flex>
        )}
        {item.error && (
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label="移除"
            onClick={onDismiss}
            style={{ position: 'absolute', top: 0, right: 0 }}
          />
        )}
      </div>
      {item.error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
          {item.error}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.percentage < 99 ? '上传中…' : '检测人脸…'}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * A person's photos, each with the face box the server found, and the button adding more
 * (at most MAX_PHOTOS_PER_PERSON). Several photos (angles, glasses) make recognition surer.
 */
export function FacePersonPhotos({
  projectId,
  person,
  onChange,
}: {
  projectId: string;
  person: FacePerson;
  /** Applies a change to the photos (uploads finish in any order). */
  onChange(change: (photos: FacePerson['photos']) => FacePerson['photos']): void;
}) {
  const { pending, add, dismiss } = useFacePhotoUploads(projectId, person.id, (photo) =>
    onChange((photos) => [...photos, photo]),
  );
  const remove = async (id: string) => {
    await facePersonApi.removePhoto(id);
    onChange((photos) => photos.filter((photo) => photo.id !== id));
  };
  const room = MAX_PHOTOS_PER_PERSON - person.photos.length - pending.filter((item) => !item.error).length;
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={12} align="flex-start">
        {person.photos.map((photo) => (
          <Flex key={photo.id} vertical gap={4} align="center">
            <FacePhotoThumb photo={photo} size={THUMB} />
            <Popconfirm title="删除这张照片？" onConfirm={() => remove(photo.id)}>
              <Button size="small" type="link" danger icon={<DeleteOutlined />}>
                删除
              </Button>
            </Popconfirm>
          </Flex>
        ))}
        {pending.map((item) => (
          <PendingThumb key={item.id} item={item} onDismiss={() => dismiss(item.id)} />
        ))}
        {room > 0 && (
          <Upload
            accept=".jpg,.jpeg,.png"
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              void add(file);
              return false;
            }}
          >
            <Button icon={<PlusOutlined />} style={{ width: THUMB, height: THUMB }}>
              上传照片
            </Button>
          </Upload>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        jpg、png，每张只含本人一张清晰正脸；最多{MAX_PHOTOS_PER_PERSON}张，多个角度识别更准。
      </Typography.Text>
    </Flex>
  );
}
