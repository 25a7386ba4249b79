import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  MAP_MSG,
  type MapDetail,
  type MapPoint,
  type MapPointType,
  type PointEditBody,
} from '../../shared/api/maps';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { useSession } from '../session/session-store';
import { mapApi } from './map-api';
import { MAP_KEYS } from './map-queries';

/** A free name for a new point: 点位 1, 点位 2, … */
export function nextPointName(points: readonly Pick<MapPoint, 'name'>[]): string {
  const taken = new Set(points.map((point) => point.name));
  let number = points.length + 1;
  while (taken.has(`点位 ${number}`)) number += 1;
  return `点位 ${number}`;
}

/** Arrow keys save a nudge this long after the last press, not on every press. */
const NUDGE_SAVE_DELAY_MS = 400;

/**
 * The point edits of a map's detail screen, each applied to the cached map at once and saved
 * after: moves are optimistic (rolled back with a message when the server refuses), creations,
 * edits and deletions update the cache with what the server answers.
 */
export function usePointEdits(mapId: string) {
  const queryClient = useQueryClient();
  const role = useSession((state) => state.visitRole);
  const key = MAP_KEYS.detail(role, mapId);
  const read = () => queryClient.getQueryData<MapDetail>(key);
  const write = (change: (map: MapDetail) => MapDetail) =>
    queryClient.setQueryData<MapDetail>(key, (map) => (map ? change(map) : map));
  const replacePoint = (point: MapPoint) =>
    write((map) => ({ ...map, points: map.points.map((each) => (each.id === point.id ? point : each)) }));
  const refreshLists = () =>
    void queryClient.invalidateQueries({ queryKey: MAP_KEYS.all, refetchType: 'none' });
  /** Where each moved point was before its unsaved moves began. */
  const movedFrom = useRef(new Map<string, { x: number; y: number }>());
  const nudgeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const move = useMutation({
    mutationFn: ({ id, spot }: { id: string; spot: { x: number; y: number } }) => mapApi.movePoint(id, spot),
    onSuccess: (point) => {
      movedFrom.current.delete(point.id);
      refreshLists();
    },
    onError: (error, { id }) => {
      const before = movedFrom.current.get(id);
      movedFrom.current.delete(id);
      if (before)
        write((map) => ({
          ...map,
          points: map.points.map((each) => (each.id === id ? { ...each, ...before } : each)),
        }));
      feedback.error(`点位位置未保存：${error.message}`);
    },
  });

  /** Shows the point at `spot` now; saves now, or after a pause (`later`, for arrow-key nudges). */
  const moveTo = (id: string, spot: { x: number; y: number }, later = false) => {
    const point = read()?.points.find((each) => each.id === id);
    if (!point) return;
    if (!movedFrom.current.has(id)) movedFrom.current.set(id, { x: point.x, y: point.y });
    write((map) => ({
      ...map,
      points: map.points.map((each) => (each.id === id ? { ...each, ...spot } : each)),
    }));
    clearTimeout(nudgeTimers.current.get(id));
    if (later)
      nudgeTimers.current.set(
        id,
        setTimeout(() => move.mutate({ id, spot }), NUDGE_SAVE_DELAY_MS),
      );
    else move.mutate({ id, spot });
  };

  const create = useMutation({
    mutationFn: (spot: { x: number; y: number; type?: MapPointType }) =>
      mapApi.createPoint({
        mapId,
        name: nextPointName(read()?.points ?? []),
        type: spot.type ?? 'WAYPOINT',
        x: spot.x,
        y: spot.y,
      }),
    onSuccess: (point) => {
      write((map) => ({ ...map, points: [...map.points, point], pointCount: map.pointCount + 1 }));
      feedback.success(MAP_MSG.pointCreated);
      refreshLists();
    },
  });

  const edit = useMutation({
    mutationFn: (body: PointEditBody) => mapApi.editPoint(body),
    onSuccess: (point) => {
      replacePoint(point);
      feedback.success(MAP_MSG.pointSaved);
      void queryClient.invalidateQueries({ queryKey: MAP_KEYS.all });
    },
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      await mapApi.removePoint(id);
      return id;
    },
    onSuccess: (id) => {
      write((map) => ({
        ...map,
        points: map.points.filter((each) => each.id !== id),
        pointCount: map.pointCount - 1,
      }));
      feedback.success(MSG.deleted);
      refreshLists();
    },
  });

  return { moveTo, create, edit, remove };
}
