import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { MapSummary } from '../../shared/api/maps';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { mapApi } from './map-api';
import { MAP_KEYS } from './map-queries';

/** 删除地图: asks first, naming the points that go with it; refreshes every map list. */
export function useMapRemoval({ onDeleted }: { onDeleted?(map: MapSummary): void } = {}) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async (map: MapSummary) => {
      await mapApi.remove(map.id);
      return map;
    },
    onSuccess: (map) => {
      feedback.success(MSG.deleted);
      void queryClient.invalidateQueries({ queryKey: MAP_KEYS.all });
      onDeleted?.(map);
    },
  });
  return {
    remove(map: MapSummary) {
      modal.confirm({
        title: `删除地图「${map.name}」？`,
        content:
          map.pointCount > 0
            ? `地图上的 ${map.pointCount} 个点位将一并删除，不可恢复。正被已发布屏幕使用的点位所在的地图不能删除。`
            : '删除后不可恢复。',
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => remove.mutateAsync(map).catch(() => undefined),
      });
    },
    pending: remove.isPending,
  };
}
