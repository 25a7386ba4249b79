import type { KonvaEventObject } from 'konva/lib/Node';
import { Circle, Group, Label, Line, Tag, Text } from 'react-konva';
import { MAP_POINT_TYPE_INFO, type MapPointType } from '../../shared/api/maps';

/** A named point as the floor plan draws it (a MapPoint or any shape carrying these). */
export interface FloorPlanPoint {
  id: string;
  name: string;
  type: MapPointType;
  x: number;
  y: number;
}

/** A robot on the floor plan, in the map picture's pixels. */
export interface FloorPlanRobot {
  id: string;
  name: string;
  x: number;
  y: number;
  online: boolean;
  /** Percent; null when not reported. */
  battery: number | null;
}

/** A path drawn on the floor plan (a robot's recent track), in the picture's pixels. */
export interface FloorPlanTrack {
  id: string;
  points: readonly { x: number; y: number }[];
  color?: string;
}

const FONT = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
const POINT_RADIUS = 13;
const ROBOT_RADIUS = 15;

interface NameTagProps {
  text: string;
  y: number;
  strong?: boolean;
}

/** A name under a marker, on a white tag so it reads over any floor picture. */
function NameTag({ text, y, strong }: NameTagProps) {
  return (
    <Label y={y} listening={false}>
      <Tag
        fill={strong ? '#1677ff' : 'rgba(255,255,255,0.92)'}
        cornerRadius={4}
        pointerDirection="up"
        pointerWidth={8}
        pointerHeight={4}
        shadowColor="rgba(0,0,0,0.25)"
        shadowBlur={3}
        shadowOffsetY={1}
      />
      <Text
        text={text}
        fontFamily={FONT}
        fontSize={12}
        padding={4}
        fill={strong ? '#fff' : '#1f1f1f'}
        fontStyle={strong ? 'bold' : 'normal'}
      />
    </Label>
  );
}

interface PointMarkerProps {
  point: FloorPlanPoint;
  /** 1 / the view's scale: markers keep their size on screen at any zoom. */
  unscale: number;
  selected: boolean;
  draggable: boolean;
  onSelect(id: string): void;
  onDrop(
    id: string,
    node: { x(): number; y(): number; position(spot: { x: number; y: number }): void },
  ): void;
}

/** A point: a pin in its type's colour with the type's glyph, its name below. */
export function PointMarker({ point, unscale, selected, draggable, onSelect, onDrop }: PointMarkerProps) {
  const info = MAP_POINT_TYPE_INFO[point.type] ?? MAP_POINT_TYPE_INFO.WAYPOINT;
  const select = (event: KonvaEventObject<Event>) => {
    event.cancelBubble = true;
    onSelect(point.id);
  };
  const pointer = (cursor: string) => (event: KonvaEventObject<MouseEvent>) => {
    const container = event.target.getStage()?.container();
    if (container) container.style.cursor = cursor;
  };
  return (
    <Group
      x={point.x}
      y={point.y}
      scaleX={unscale}
      scaleY={unscale}
      draggable={draggable}
      onMouseDown={select}
      onTap={select}
      onClick={(event) => {
        event.cancelBubble = true;
      }}
      onDragStart={(event) => {
        event.cancelBubble = true;
      }}
      onDragEnd={(event) => {
        event.cancelBubble = true;
        onDrop(point.id, event.target);
      }}
      onMouseEnter={pointer(draggable ? 'move' : 'pointer')}
      onMouseLeave={pointer('')}
    >
      {selected && (
        <Circle radius={POINT_RADIUS + 7} fill="rgba(22,119,255,0.18)" stroke="#1677ff" strokeWidth={2} />
      )}
      <Circle
        radius={POINT_RADIUS}
        fill={info.color}
        stroke="#fff"
        strokeWidth={2.5}
        shadowColor="rgba(0,0,0,0.35)"
        shadowBlur={4}
        shadowOffsetY={1}
      />
      <Text
        text={info.glyph}
        fontFamily={FONT}
        fontSize={13}
        fontStyle="bold"
        fill="#fff"
        width={POINT_RADIUS * 2}
        height={POINT_RADIUS * 2}
        offsetX={POINT_RADIUS}
        offsetY={POINT_RADIUS}
        align="center"
        verticalAlign="middle"
        listening={false}
      />
      <NameTag text={point.name} y={POINT_RADIUS + 6} strong={selected} />
    </Group>
  );
}

interface RobotMarkerProps {
  robot: FloorPlanRobot;
  unscale: number;
  selected: boolean;
  onSelect?(id: string): void;
}

/** A robot: a ringed disc, green when online, grey when not, its name and battery below. */
export function RobotMarker({ robot, unscale, selected, onSelect }: RobotMarkerProps) {
  const colour = robot.online ? '#52c41a' : '#8c8c8c';
  const battery = robot.battery === null ? '' : ` · ${Math.round(robot.battery)}%`;
  const select = (event: KonvaEventObject<Event>) => {
    event.cancelBubble = true;
    onSelect?.(robot.id);
  };
  return (
    <Group x={robot.x} y={robot.y} scaleX={unscale} scaleY={unscale} onClick={select} onTap={select}>
      {robot.online && <Circle radius={ROBOT_RADIUS + 8} fill="rgba(82,196,26,0.2)" listening={false} />}
      {selected && <Circle radius={ROBOT_RADIUS + 6} stroke="#1677ff" strokeWidth={3} />}
      <Circle
        radius={ROBOT_RADIUS}
        fill="#fff"
        stroke={colour}
        strokeWidth={4}
        shadowColor="rgba(0,0,0,0.35)"
        shadowBlur={5}
      />
      <Circle radius={ROBOT_RADIUS - 7} fill={colour} listening={false} />
      <NameTag text={`${robot.name}${battery}`} y={ROBOT_RADIUS + 6} strong={selected} />
    </Group>
  );
}

/** A track: a dashed line through its points. */
export function TrackLine({ track, unscale }: { track: FloorPlanTrack; unscale: number }) {
  return (
    <Line
      points={track.points.flatMap((spot) => [spot.x, spot.y])}
      stroke={track.color ?? '#1677ff'}
      strokeWidth={3 * unscale}
      dash={[8 * unscale, 6 * unscale]}
      lineCap="round"
      lineJoin="round"
      opacity={0.75}
      listening={false}
    />
  );
}
