import {
  ArrowLeftOutlined,
  DeleteOutlined,
  EditOutlined,
  PictureOutlined,
  PlusCircleOutlined,
} from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Space, Tag, Typography } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MAP_MSG, type MapPoint } from '../../shared/api/maps';
import { feedback } from '../app/feedback';
import { DetailPlaceholder } from '../components/resource-kit/DetailPlaceholder';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { parseProjectID } from '../project/project-id';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { type FloorPlanHandle, FloorPlanStage } from './FloorPlanStage';
import { MapFormDialog } from './MapFormDialog';
import { MapPictureDialog } from './MapPictureDialog';
import styles from './map.module.css';
import { type MapPicture, mapApi } from './map-api';
import { mapPaths } from './map-paths';
import { MAP_KEYS, useMapDetail } from './map-queries';
import { PointPanel } from './PointPanel';
import { useMapRemoval } from './use-map-removal';
import { usePointEdits } from './use-point-edits';
import { usePointRemoval } from './use-point-removal';

/** Arrow keys nudge the selected point this many pixels; with Shift, ten times as far. */
const NUDGE = 1;
const NUDGE_FAR = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const typingIn = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * /home/project-management/:projectID/map-management/:mapID — one floor map: place points in
 * 添加点位 mode, drag them (saved on drop), edit the selected one beside the plan, delete with its
 * uses shown. Keys on the plan: arrows nudge the selected point, Delete asks to delete it, Esc
 * leaves placing and selection.
 */
export default function MapDetailScreen() {
  const { projectID, projectId, flags } = useProjectFlags();
  const { mapID } = useParams();
  const { id } = parseProjectID(mapID);
  const paths = mapPaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useMapDetail(id);
  const map = detail.data;
  const editable = flags.allows('editAuth');
  const deletable = flags.allows('deleteAuth');
  const [placing, setPlacing] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [choosingPicture, setChoosingPicture] = useState(false);
  const plan = useRef<FloorPlanHandle>(null);
  const edits = usePointEdits(id);
  const askToRemovePoint = usePointRemoval(edits.remove);
  const removal = useMapRemoval({ onDeleted: () => navigate(paths.list) });
  const changePicture = useMutation({
    mutationFn: (picture: MapPicture) => mapApi.changePicture(id, picture),
    onSuccess: () => {
      feedback.success(MAP_MSG.pictureChanged);
      void queryClient.invalidateQueries({ queryKey: MAP_KEYS.all });
    },
  });

  const back = () => navigate(paths.list);
  if (!map) {
    return (
      <DetailPlaceholder
        error={detail.error}
        notFound={MAP_MSG.notFound}
        backLabel="返回地图列表"
        onBack={back}
        skeletonRows={10}
      />
    );
  }

  const selected = map.points.find((point) => point.id === selectedId) ?? null;
  const focusPoint = (point: MapPoint) => {
    setSelectedId(point.id);
    plan.current?.focus(point);
  };
  const removePoint = (point: MapPoint) =>
    void askToRemovePoint(point, () => setSelectedId((current) => (current === point.id ? null : current)));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (typingIn(event.target)) return;
    if (event.key === 'Escape') {
      setPlacing(false);
      setSelectedId(null);
      return;
    }
    if (!selected || !editable) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? NUDGE_FAR : NUDGE;
      const x = Math.min(map.pictureWidth, Math.max(0, Math.round(selected.x + arrow[0] * step)));
      const y = Math.min(map.pictureHeight, Math.max(0, Math.round(selected.y + arrow[1] * step)));
      edits.moveTo(selected.id, { x, y }, true);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && deletable) {
      event.preventDefault();
      removePoint(selected);
    }
  };

  return (
    <PageContainer>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Flex align="center" gap={8}>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={back}>
              返回地图列表
            </Button>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {map.name}
            </Typography.Title>
            {map.floor && <Tag color="blue">{map.floor}</Tag>}
            <Typography.Text type="secondary">
              {map.points.length} 个点位 · {map.pictureWidth} × {map.pictureHeight} 像素
            </Typography.Text>
          </Flex>
          <Space wrap>
            <FlaggedAction flags={flags} flag="editAuth">
              <Button
                type={placing ? 'primary' : 'default'}
                icon={<PlusCircleOutlined />}
                aria-pressed={placing}
                onClick={() => setPlacing((on) => !on)}
              >
                {placing ? '完成添加' : '添加点位'}
              </Button>
            </FlaggedAction>
            <FlaggedAction flags={flags} flag="editAuth">
              <Button
                icon={<PictureOutlined />}
                loading={changePicture.isPending}
                onClick={() => setChoosingPicture(true)}
              >
                更换图片
              </Button>
            </FlaggedAction>
            <FlaggedAction flags={flags} flag="editAuth">
              <Button icon={<EditOutlined />} onClick={() => setRenaming(true)}>
                重命名
              </Button>
            </FlaggedAction>
            <FlaggedAction flags={flags} flag="deleteAuth">
              <Button danger icon={<DeleteOutlined />} onClick={() => removal.remove(map)}>
                删除地图
              </Button>
            </FlaggedAction>
          </Space>
        </Flex>
        {placing && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="在地图上单击即可放置点位，放置后在右侧修改名称和类型；按 Esc 结束添加"
          />
        )}
        <Row gutter={16}>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <div
              role="application"
              aria-label="地图编辑区：方向键移动所选点位，Delete 删除，Esc 取消"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the plan takes the arrow and Delete keys; a press on the canvas focuses it
              tabIndex={0}
              className={styles.workspace}
              onKeyDown={onKeyDown}
              onMouseDown={(event) => event.currentTarget.focus({ preventScroll: true })}
            >
              <FloorPlanStage
                ref={plan}
                pictureUrl={map.pictureUrl}
                pictureWidth={map.pictureWidth}
                pictureHeight={map.pictureHeight}
                points={map.points}
                selectedPointId={selectedId}
                editable={editable}
                placing={placing && editable}
                height="calc(100vh - 300px)"
                label={`地图「${map.name}」`}
                onPlace={(spot) =>
                  edits.create.mutate(spot, { onSuccess: (point) => setSelectedId(point.id) })
                }
                onPointSelect={setSelectedId}
                onPointMove={(pointId, spot) => edits.moveTo(pointId, spot)}
              />
            </div>
          </Col>
          <Col flex="320px">
            <PointPanel
              points={map.points}
              selectedId={selectedId}
              editable={editable}
              saving={edits.edit.isPending}
              onSelect={focusPoint}
              onSave={(point, fields) => edits.edit.mutate({ id: point.id, ...fields })}
              onDelete={deletable ? removePoint : undefined}
            />
          </Col>
        </Row>
      </Card>
      {renaming && <MapFormDialog projectId={projectId} map={map} open onClose={() => setRenaming(false)} />}
      <MapPictureDialog
        open={choosingPicture}
        projectId={projectId}
        onChosen={(picture) => changePicture.mutate(picture)}
        onClose={() => setChoosingPicture(false)}
      />
    </PageContainer>
  );
}
