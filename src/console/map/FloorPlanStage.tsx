import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Spin, Tooltip } from 'antd';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Rect, Stage } from 'react-konva';
import {
  type FloorPlanPoint,
  type FloorPlanRobot,
  type FloorPlanTrack,
  PointMarker,
  RobotMarker,
  TrackLine,
} from './floor-plan-markers';
import {
  centreOn,
  clampToPicture,
  fitView,
  type Size,
  type View,
  ZOOM_STEP,
  zoomAt,
} from './floor-plan-view';
import styles from './map.module.css';
import { usePicture } from './use-picture';

export type { FloorPlanPoint, FloorPlanRobot, FloorPlanTrack };

/** What a parent can ask of the floor plan. */
export interface FloorPlanHandle {
  /** Show the whole picture. */
  fit(): void;
  /** Centre a spot of the picture (zooming in to at least 100%). */
  focus(spot: { x: number; y: number }): void;
}

export interface FloorPlanStageProps {
  pictureUrl: string;
  pictureWidth: number;
  pictureHeight: number;
  points?: readonly FloorPlanPoint[];
  robots?: readonly FloorPlanRobot[];
  tracks?: readonly FloorPlanTrack[];
  selectedPointId?: string | null;
  selectedRobotId?: string | null;
  /** Points can be dragged; onPointMove says where each was dropped. */
  editable?: boolean;
  /** A click on the picture places a point there (onPlace). */
  placing?: boolean;
  /** CSS height of the plan; it fills its parent's width. 480 px by default. */
  height?: number | string;
  /** Said to screen readers (the canvas itself says nothing). */
  label?: string;
  onPlace?(spot: { x: number; y: number }): void;
  /** A point was clicked, or the empty picture (null). */
  onPointSelect?(id: string | null): void;
  onPointMove?(id: string, spot: { x: number; y: number }): void;
  onRobotSelect?(id: string): void;
  ref?: Ref<FloorPlanHandle>;
}

/** A click that moved further than this (in screen pixels) was a pan, not a click. */
const CLICK_SLOP = 4;

/**
 * A floor plan: the map's picture with its points (and robots and tracks when given), zoom with
 * the wheel or the buttons, pan by dragging the background, fit on load. Everything is given in
 * the picture's pixels; markers keep their size on screen at any zoom. Used by 地图管理 to edit
 * points and by monitoring to show robots.
 */
export function FloorPlanStage({
  pictureUrl,
  pictureWidth,
  pictureHeight,
  points = [],
  robots = [],
  tracks = [],
  selectedPointId = null,
  selectedRobotId = null,
  editable = false,
  placing = false,
  height = 480,
  label = '地图',
  onPlace,
  onPointSelect,
  onPointMove,
  onRobotSelect,
  ref,
}: FloorPlanStageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const [box, setBox] = useState<Size | null>(null);
  const [view, setView] = useState<View | null>(null);
  const picture = usePicture(pictureUrl);
  const pictureSize = { width: pictureWidth, height: pictureHeight };
  const pressedAt = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height: boxHeight } = entry.contentRect;
      setBox((before) =>
        before && before.width === Math.round(width) && before.height === Math.round(boxHeight)
          ? before
          : { width: Math.round(width), height: Math.round(boxHeight) },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Fit when the plan first has a size, and again for another picture.
  const fittedFor = useRef<string | null>(null);
  const fitKey = `${pictureUrl}|${pictureWidth}x${pictureHeight}`;
  useEffect(() => {
    if (!box || box.width === 0 || fittedFor.current === fitKey) return;
    fittedFor.current = fitKey;
    setView(fitView({ width: pictureWidth, height: pictureHeight }, box));
  }, [box, fitKey, pictureWidth, pictureHeight]);

  const fit = useCallback(() => {
    if (box) setView(fitView({ width: pictureWidth, height: pictureHeight }, box));
  }, [box, pictureWidth, pictureHeight]);
  const zoomBy = (factor: number) => {
    if (box && view) setView(zoomAt(view, factor, { x: box.width / 2, y: box.height / 2 }));
  };
  useImperativeHandle(
    ref,
    () => ({
      fit,
      focus: (spot) => {
        if (box && view) setView(centreOn(view, spot, box));
      },
    }),
    [fit, box, view],
  );

  const onWheel = (event: KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const anchor = stageRef.current?.getPointerPosition();
    if (!view || !anchor) return;
    setView(zoomAt(view, event.evt.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, anchor));
  };

  const onPress = () => {
    pressedAt.current = stageRef.current?.getPointerPosition() ?? null;
  };
  const onClick = () => {
    const stage = stageRef.current;
    const at = stage?.getPointerPosition();
    const from = pressedAt.current;
    if (!stage || !at || (from && Math.hypot(at.x - from.x, at.y - from.y) > CLICK_SLOP)) return;
    const spot = stage.getRelativePointerPosition();
    if (!spot) return;
    const inside = spot.x >= 0 && spot.y >= 0 && spot.x <= pictureWidth && spot.y <= pictureHeight;
    if (placing && inside) onPlace?.(clampToPicture(spot, pictureSize));
    else onPointSelect?.(null);
  };

  const onStageDragEnd = (event: KonvaEventObject<DragEvent>) => {
    const stage = stageRef.current;
    if (!stage || event.target !== stage || !view) return;
    setView({ ...view, x: stage.x(), y: stage.y() });
  };

  const dropPoint = (
    id: string,
    node: { x(): number; y(): number; position(spot: { x: number; y: number }): void },
  ) => {
    const point = points.find((candidate) => candidate.id === id);
    if (!point) return;
    const spot = clampToPicture({ x: node.x(), y: node.y() }, pictureSize);
    // The marker goes back to what the props say; the parent moves it (or not) from there.
    node.position({ x: point.x, y: point.y });
    if (spot.x !== Math.round(point.x) || spot.y !== Math.round(point.y)) onPointMove?.(id, spot);
  };

  const unscale = view ? 1 / view.scale : 1;
  return (
    <div
      ref={boxRef}
      className={styles.plan}
      style={{ height, cursor: placing ? 'crosshair' : undefined }}
      role="img"
      aria-label={label}
      data-testid="floor-plan"
    >
      {box && view && (
        <Stage
          ref={stageRef}
          width={box.width}
          height={box.height}
          x={view.x}
          y={view.y}
          scaleX={view.scale}
          scaleY={view.scale}
          draggable
          onWheel={onWheel}
          onMouseDown={onPress}
          onTouchStart={onPress}
          onClick={onClick}
          onTap={onClick}
          onDragEnd={onStageDragEnd}
        >
          <Layer>
            <Rect
              width={pictureWidth}
              height={pictureHeight}
              fill="#fff"
              shadowColor="rgba(0,0,0,0.18)"
              shadowBlur={16 * unscale}
              shadowOffsetY={2 * unscale}
            />
            {picture.image && (
              <KonvaImage image={picture.image} width={pictureWidth} height={pictureHeight} />
            )}
          </Layer>
          <Layer>
            {tracks.map((track) => (
              <TrackLine key={track.id} track={track} unscale={unscale} />
            ))}
            {points.map((point) => (
              <PointMarker
                key={point.id}
                point={point}
                unscale={unscale}
                selected={point.id === selectedPointId}
                draggable={editable}
                onSelect={(id) => onPointSelect?.(id)}
                onDrop={dropPoint}
              />
            ))}
            {robots.map((robot) => (
              <RobotMarker
                key={robot.id}
                robot={robot}
                unscale={unscale}
                selected={robot.id === selectedRobotId}
                onSelect={onRobotSelect}
              />
            ))}
          </Layer>
        </Stage>
      )}
      {picture.status === 'loading' && <Spin className={styles.planNotice} />}
      {picture.status === 'failed' && <div className={styles.planNotice}>地图图片加载失败</div>}
      <div className={styles.planTools}>
        <Tooltip title="放大" placement="left">
          <Button aria-label="放大" icon={<ZoomInOutlined />} onClick={() => zoomBy(ZOOM_STEP)} />
        </Tooltip>
        <Tooltip title="缩小" placement="left">
          <Button aria-label="缩小" icon={<ZoomOutOutlined />} onClick={() => zoomBy(1 / ZOOM_STEP)} />
        </Tooltip>
        <Tooltip title="适应窗口" placement="left">
          <Button aria-label="适应窗口" icon={<CompressOutlined />} onClick={fit} />
        </Tooltip>
        {view && <span className={styles.planScale}>{Math.round(view.scale * 100)}%</span>}
      </div>
    </div>
  );
}
