import { AimOutlined, DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Form, Input, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  MAP_POINT_TYPE_INFO,
  MAP_POINT_TYPES,
  type MapPoint,
  type MapPointType,
  pointEditBody,
} from '../../shared/api/maps';
import { zodFieldRule } from '../project/list/zod-field-rule';
import styles from './map.module.css';

export function PointTypeDot({ type }: { type: MapPointType }) {
  const info = MAP_POINT_TYPE_INFO[type] ?? MAP_POINT_TYPE_INFO.WAYPOINT;
  return (
    <span className={styles.typeDot} style={{ background: info.color }} aria-hidden>
      {info.glyph}
    </span>
  );
}

const TYPE_OPTIONS = MAP_POINT_TYPES.map((type) => ({
  value: type,
  label: (
    <Flex align="center" gap={6}>
      <PointTypeDot type={type} />
      {MAP_POINT_TYPE_INFO[type].name}
    </Flex>
  ),
}));

interface PointFields {
  name: string;
  type: MapPointType;
  description: string;
}

interface PointEditorProps {
  point: MapPoint;
  editable: boolean;
  saving: boolean;
  onSave(fields: PointFields): void;
  /** Absent without deleteAuth on the project: no delete button. */
  onDelete?: () => void;
}

/** The selected point: name, type and description, its position, delete. */
function PointEditor({ point, editable, saving, onSave, onDelete }: PointEditorProps) {
  const [form] = Form.useForm<PointFields>();
  useEffect(() => {
    form.setFieldsValue({ name: point.name, type: point.type, description: point.description });
  }, [form, point.name, point.type, point.description]);
  return (
    <Card size="small" title="点位信息" className={styles.panelCard}>
      <Form<PointFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={!editable}
        onFinish={onSave}
        initialValues={{ name: point.name, type: point.type, description: point.description }}
      >
        <Form.Item name="name" label="点位名称" rules={[zodFieldRule(pointEditBody.shape.name)]}>
          <Input maxLength={20} showCount aria-label="点位名称" />
        </Form.Item>
        <Form.Item name="type" label="点位类型">
          <Select options={TYPE_OPTIONS} aria-label="点位类型" />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[zodFieldRule(pointEditBody.shape.description)]}>
          <Input.TextArea rows={2} maxLength={100} placeholder="选填，如：一层东侧" />
        </Form.Item>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12, fontSize: 12 }}>
          坐标 X {Math.round(point.x)} · Y {Math.round(point.y)}（像素）· 拖动或用方向键微调
        </Typography.Text>
        <Flex justify="space-between">
          {onDelete ? (
            <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
              删除
            </Button>
          ) : (
            <span />
          )}
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

export interface PointPanelProps {
  points: readonly MapPoint[];
  selectedId: string | null;
  editable: boolean;
  saving: boolean;
  onSelect(point: MapPoint): void;
  onSave(point: MapPoint, fields: PointFields): void;
  /** Absent without deleteAuth on the project. */
  onDelete?: (point: MapPoint) => void;
}

/** Beside the plan: the selected point's editor, and every point of the map with search. */
export function PointPanel({
  points,
  selectedId,
  editable,
  saving,
  onSelect,
  onSave,
  onDelete,
}: PointPanelProps) {
  const [search, setSearch] = useState('');
  const selected = points.find((point) => point.id === selectedId) ?? null;
  const shown = useMemo(() => {
    const text = search.trim();
    return text ? points.filter((point) => point.name.includes(text)) : points;
  }, [points, search]);
  return (
    <Flex vertical gap={12}>
      {selected && (
        <PointEditor
          key={selected.id}
          point={selected}
          editable={editable}
          saving={saving}
          onSave={(fields) => onSave(selected, fields)}
          onDelete={onDelete && (() => onDelete(selected))}
        />
      )}
      <Card size="small" title={`点位列表（${points.length}）`} className={styles.panelCard}>
        <Input
          allowClear
          size="small"
          prefix={<SearchOutlined />}
          placeholder="搜索点位"
          aria-label="搜索点位"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ marginBottom: 8 }}
        />
        {shown.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={points.length === 0 ? '点击“添加点位”后在地图上单击即可放置' : '没有匹配的点位'}
          />
        ) : (
          <ul className={styles.pointList} aria-label="点位列表">
            {shown.map((point) => (
              <li key={point.id}>
                <button
                  type="button"
                  className={point.id === selectedId ? styles.pointRowSelected : styles.pointRow}
                  onClick={() => onSelect(point)}
                  aria-pressed={point.id === selectedId}
                >
                  <PointTypeDot type={point.type} />
                  <span className={styles.pointName}>{point.name}</span>
                  <span className={styles.pointType}>{MAP_POINT_TYPE_INFO[point.type]?.name}</span>
                  <AimOutlined className={styles.pointAim} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Flex>
  );
}
