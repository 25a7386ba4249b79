import type { StoreSkillNeed } from './catalogue';
import type { PlacePoint } from './starting-configuration';

/** Why a project cannot take a skill yet, in words that say what to do; nothing when it can. */
export function unmetNeed(
  needs: readonly StoreSkillNeed[],
  points: readonly PlacePoint[],
): string | undefined {
  if (needs.includes('MAP_POINTS') && points.filter((point) => point.type !== 'CHARGER').length < 2)
    return '该技能需要项目地图上至少两个点位（充电桩除外）：请先在「地图管理」中添加点位';
  if (needs.includes('CHARGER') && !points.some((point) => point.type === 'CHARGER'))
    return '该技能需要一个充电桩：请先在「地图管理」中添加类型为「充电桩」的点位';
  return undefined;
}
