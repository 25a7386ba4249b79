import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, InputNumber, List, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { MapPoint } from '../../../shared/api/maps';
import { FloorPlanStage } from '../../map/FloorPlanStage';
import { useMapDetail, useMapPage } from '../../map/map-queries';
import { useProjectFlags } from '../../project/use-project-flags';

export interface RouteStop {
  pointId: string;
  speech: string;
  waitSeconds: number;
}

const move = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * A patrol route on the floor map: click points on the map (or pick them below) to append them,
 * the line shows the order; each stop says something and waits a while, and can be moved or removed.
 */
export function RouteOnMap({
  value = [],
  onChange,
}: {
  value?: RouteStop[];
  onChange?(stops: RouteStop[]): void;
}) {
  const { projectId } = useProjectFlags();
  const maps = useMapPage({ projectId, pageNo: 0, pageSize: 50 });
  const [mapId, setMapId] = useState('');
  useEffect(() => {
    const first = maps.data?.content[0];
    if (!mapId && first) setMapId(first.id);
  }, [maps.data, mapId]);
  const map = useMapDetail(mapId);
  const points = map.data?.points ?? [];
  const byId = new Map<string, MapPoint>(points.map((point) => [point.id, point]));
  const change = (stops: RouteStop[]) => onChange?.(stops);
  const append = (pointId: string | null) => {
    if (pointId && byId.has(pointId)) change([...value, { pointId, speech: '', waitSeconds: 10 }]);
  };
  const path = value.map((stop) => byId.get(stop.pointId)).filter((point) => point !== undefined);
  return (
    <Flex gap={16} wrap align="flex-start">
      <Flex vertical gap={8} style={{ flex: '1 1 480px', minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            地图
          </Typography.Text>
          <Select
            aria-label="选择地图"
            value={mapId || undefined}
            onChange={setMapId}
            style={{ width: 180 }}
            options={(maps.data?.content ?? []).map((row) => ({ value: row.id, label: row.name }))}
          />
          <Typography.Text type="secondary">点击地图上的点位，按顺序加入巡逻路线</Typography.Text>
        </Flex>
        {map.data ? (
          <FloorPlanStage
            pictureUrl={map.data.pictureUrl}
            pictureWidth={map.data.pictureWidth}
            pictureHeight={map.data.pictureHeight}
            points={points}
            tracks={path.length > 1 ? [{ id: 'route', points: [...path, path[0]], color: '#1677ff' }] : []}
            height={420}
            label="巡逻路线地图"
            onPointSelect={append}
          />
        ) : (
          <Empty description={maps.data?.content.length === 0 ? '项目还没有地图' : '加载地图…'} />
        )}
      </Flex>
      <Flex vertical gap={8} style={{ flex: '1 1 360px' }}>
        <Typography.Text strong>巡逻路线（{value.length} 个点位，走完回到第一个点位）</Typography.Text>
        <List
          bordered
          size="small"
          dataSource={value}
          locale={{ emptyText: '还没有点位' }}
          renderItem={(stop, index) => (
            <List.Item>
              <Flex vertical gap={6} style={{ width: '100%' }}>
                <Flex justify="space-between" align="center">
                  <Typography.Text strong>
                    {index + 1}. {byId.get(stop.pointId)?.name ?? (map.data ? '（不在当前地图）' : '…')}
                  </Typography.Text>
                  <span>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label="上移"
                      disabled={index === 0}
                      onClick={() => change(move(value, index, index - 1))}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label="下移"
                      disabled={index === value.length - 1}
                      onClick={() => change(move(value, index, index + 1))}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label="移除"
                      onClick={() => change(value.filter((_, at) => at !== index))}
                    />
                  </span>
                </Flex>
                <Input
                  placeholder="到达时播报（可不填）"
                  aria-label={`第${index + 1}个点位的播报`}
                  maxLength={200}
                  value={stop.speech}
                  onChange={(event) =>
                    change(
                      value.map((item, at) =>
                        at === index ? { ...item, speech: event.target.value } : item,
                      ),
                    )
                  }
                />
                <Flex gap={6} align="center">
                  <Typography.Text type="secondary">停留</Typography.Text>
                  <InputNumber
                    size="small"
                    min={0}
                    max={600}
                    value={stop.waitSeconds}
                    aria-label={`第${index + 1}个点位的停留秒数`}
                    onChange={(seconds) =>
                      change(
                        value.map((item, at) =>
                          at === index ? { ...item, waitSeconds: Number(seconds ?? 0) } : item,
                        ),
                      )
                    }
                  />
                  <Typography.Text type="secondary">秒</Typography.Text>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
        <Select
          aria-label="添加巡逻点位"
          placeholder="添加巡逻点位"
          value={null}
          onChange={append}
          options={points.map((point) => ({ value: point.id, label: point.name }))}
        />
      </Flex>
    </Flex>
  );
}
