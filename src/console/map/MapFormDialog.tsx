import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { MAP_MSG, type MapDetail, mapCreateBody } from '../../shared/api/maps';
import { feedback } from '../app/feedback';
import { zodFieldRule } from '../project/list/zod-field-rule';
import { MapPictureField } from './MapPictureField';
import { type MapPicture, mapApi } from './map-api';
import { MAP_KEYS } from './map-queries';

interface MapFields {
  name: string;
  floor: string;
  picture: MapPicture | null;
}

export interface MapFormDialogProps {
  projectId: string;
  /** The map renamed; null creates a new one (with its picture). */
  map: Pick<MapDetail, 'id' | 'name' | 'floor'> | null;
  open: boolean;
  onClose(): void;
  onSaved?(map: MapDetail): void;
}

/** 新建地图 (name, floor, picture) or 重命名 (name, floor), in one dialog mounted per opening. */
export function MapFormDialog({ projectId, map, open, onClose, onSaved }: MapFormDialogProps) {
  const [form] = Form.useForm<MapFields>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ name, floor, picture }: MapFields) =>
      map
        ? mapApi.rename(map.id, name, floor)
        : mapApi.create({ projectId, name, floor, ...(picture as MapPicture) }),
    onSuccess: (saved) => {
      feedback.success(map ? MAP_MSG.renamed : MAP_MSG.created);
      void queryClient.invalidateQueries({ queryKey: MAP_KEYS.all });
      onSaved?.(saved);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={map ? '编辑地图信息' : '新建地图'}
      okText={map ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<MapFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: map?.name ?? '', floor: map?.floor ?? '', picture: null }}
        onFinish={(fields) => save.mutate(fields)}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label="地图名称" rules={[zodFieldRule(mapCreateBody.shape.name)]}>
          <Input maxLength={30} showCount placeholder="如：一楼展厅" autoFocus />
        </Form.Item>
        <Form.Item name="floor" label="楼层" rules={[zodFieldRule(mapCreateBody.shape.floor)]}>
          <Input maxLength={10} placeholder="如：1F、B1（选填）" />
        </Form.Item>
        {!map && (
          <Form.Item
            name="picture"
            label="地图图片"
            extra="上传场地的平面图，点位坐标以图片像素为准"
            rules={[{ required: true, message: '请选择地图图片' }]}
          >
            <MapPictureField projectId={projectId} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
