import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { MAP_POINT_TYPE_INFO, type MapPointType } from '../../shared/api/maps';
import { useProjectPoints } from './map-queries';

/** A point as a picker hands it over: enough to store it by id and show it by name. */
export interface PickedPoint {
  id: string;
  name: string;
  type: MapPointType;
  mapId: string;
  mapName: string;
}

export interface MapPointSelectProps {
  projectId: string;
  /** The chosen point's id. */
  value?: string | null;
  /** The stored name of the chosen point, shown when the point is no longer on any map. */
  valueName?: string;
  onChange?(point: PickedPoint | null): void;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  size?: SelectProps['size'];
  style?: React.CSSProperties;
  className?: string;
  id?: string;
  'aria-label'?: string;
}

function TypeDot({ type }: { type: MapPointType }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        marginRight: 6,
        background: MAP_POINT_TYPE_INFO[type]?.color,
      }}
    />
  );
}

/**
 * The project's map points in one searchable select, grouped by map (地图 · 楼层). Hands the
 * chosen point over with its name and map, so callers store the id and show the name.
 */
export function MapPointSelect({
  projectId,
  value,
  valueName,
  onChange,
  placeholder = '选择地图点位',
  allowClear = true,
  ...rest
}: MapPointSelectProps) {
  const { data: maps = [], isLoading } = useProjectPoints(projectId);
  const byId = useMemo(() => {
    const points = new Map<string, PickedPoint>();
    for (const map of maps) {
      for (const point of map.points)
        points.set(point.id, { ...point, mapId: map.mapId, mapName: map.mapName });
    }
    return points;
  }, [maps]);
  const options = useMemo(
    () => [
      ...maps.map((map) => ({
        label: map.floor ? `${map.mapName} · ${map.floor}` : map.mapName,
        title: map.mapName,
        options: map.points.map((point) => ({
          value: point.id,
          searchText: `${point.name} ${map.mapName}`,
          label: (
            <span>
              <TypeDot type={point.type} />
              {point.name}
            </span>
          ),
        })),
      })),
      // A point deleted since it was chosen still shows what was stored.
      ...(value && !byId.has(value) && !isLoading
        ? [{ value, searchText: valueName ?? '', label: `${valueName ?? '未知点位'}（已删除）` }]
        : []),
    ],
    [maps, byId, value, valueName, isLoading],
  );
  return (
    <Select
      {...rest}
      showSearch={{ optionFilterProp: 'searchText' }}
      value={value ?? undefined}
      placeholder={placeholder}
      allowClear={allowClear}
      loading={isLoading}
      options={options}
      notFoundContent={isLoading ? '加载中…' : '暂无点位，请先在地图管理中添加'}
      onChange={(id: string | undefined) => onChange?.(id ? (byId.get(id) ?? null) : null)}
    />
  );
}
