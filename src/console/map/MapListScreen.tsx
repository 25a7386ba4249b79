import {
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Input,
  Pagination,
  Row,
  Skeleton,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { MapSummary } from '../../shared/api/maps';
import { PAGE_SIZE_OPTIONS } from '../../shared/constants';
import { formatDateTime } from '../../shared/format/date';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { FlaggedAction } from '../permissions/FlaggedAction';
import type { ResourceFlags } from '../permissions/resource-flags';
import { usePagedSearch } from '../project/list/use-paged-search';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { MapFormDialog } from './MapFormDialog';
import styles from './map.module.css';
import { mapPaths } from './map-paths';
import { useMapPage } from './map-queries';
import { useMapRemoval } from './use-map-removal';

interface MapCardProps {
  map: MapSummary;
  href: string;
  flags: ResourceFlags;
  onRename(): void;
  onDelete(): void;
}

/** One floor: its picture, name, floor and point count; opening it edits its points. */
function MapCard({ map, href, flags, onRename, onDelete }: MapCardProps) {
  return (
    <Card
      hoverable
      className={styles.mapCard}
      cover={
        <Link to={href} className={styles.mapCover} aria-label={`打开地图「${map.name}」`}>
          <img src={map.pictureUrl} alt="" loading="lazy" />
        </Link>
      }
      actions={[
        <Link key="open" to={href}>
          <EnvironmentOutlined /> 编辑点位
        </Link>,
        <FlaggedAction key="rename" flags={flags} flag="editAuth">
          <Button type="text" size="small" icon={<EditOutlined />} onClick={onRename}>
            重命名
          </Button>
        </FlaggedAction>,
        <FlaggedAction key="delete" flags={flags} flag="deleteAuth">
          <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={onDelete}>
            删除
          </Button>
        </FlaggedAction>,
      ]}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong ellipsis={{ tooltip: map.name }} style={{ fontSize: 15 }}>
          <Link to={href} className={styles.mapTitle}>
            {map.name}
          </Link>
        </Typography.Text>
        {map.floor && <Tag color="blue">{map.floor}</Tag>}
      </Flex>
      <Flex justify="space-between" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{map.pointCount} 个点位</Typography.Text>
        <Tooltip title="最近修改">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(map.updatedAt)}
          </Typography.Text>
        </Tooltip>
      </Flex>
    </Card>
  );
}

/**
 * /home/project-management/:projectID/map-management — the project's floor maps as cards, with
 * search and paging; 新建地图 takes a name, a floor and a picture from the media library.
 */
export default function MapListScreen() {
  const { projectID, projectId, flags } = useProjectFlags();
  const paths = mapPaths(projectID);
  const navigate = useNavigate();
  const list = usePagedSearch();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<MapSummary | null>(null);
  const removal = useMapRemoval();
  const maps = useMapPage({
    projectId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
  });
  const page = maps.data;
  const total = page?.totalElements ?? 0;
  const projectIsEmpty = page !== undefined && total === 0 && list.search === '';

  const createButton = (
    <FlaggedAction flags={flags} flag="editAuth" whenForbidden="hide">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
        新建地图
      </Button>
    </FlaggedAction>
  );

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="地图管理"
          summary="上传各楼层的平面图并标注点位；点位可作为导航目的地，机器人的位置也显示在地图上。"
          extra={
            <Flex gap={8} align="center" wrap>
              {!projectIsEmpty && (
                <Input
                  allowClear
                  prefix={<SearchOutlined />}
                  placeholder="搜索地图名称"
                  aria-label="搜索地图名称"
                  value={list.keyword}
                  onChange={(event) => list.setKeyword(event.target.value)}
                  style={{ width: 220 }}
                />
              )}
              {createButton}
            </Flex>
          }
        />
        {maps.isError && !page && (
          <Alert type="error" showIcon title="地图列表加载失败" description={maps.error.message} />
        )}
        {maps.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
        {projectIsEmpty && (
          <EmptyPlaceholder height={420} text={flags.allows('editAuth') ? undefined : '还没有地图'}>
            {createButton}
          </EmptyPlaceholder>
        )}
        {page && total === 0 && !projectIsEmpty && <EmptyPlaceholder variant="noResult" height={320} />}
        {page && total > 0 && (
          <>
            <Row gutter={[16, 16]}>
              {page.content.map((map) => (
                <Col key={map.id} xs={24} sm={12} lg={8} xxl={6}>
                  <MapCard
                    map={map}
                    href={paths.detail(map)}
                    flags={flags}
                    onRename={() => setRenaming(map)}
                    onDelete={() => removal.remove(map)}
                  />
                </Col>
              ))}
            </Row>
            <Flex justify="flex-end" style={{ marginTop: 16 }}>
              <Pagination
                current={list.pageNo + 1}
                pageSize={list.pageSize}
                total={total}
                showSizeChanger
                pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
                showTotal={(count) => `共 ${count} 张地图`}
                onChange={(current, pageSize) => list.setPage(current - 1, pageSize)}
              />
            </Flex>
          </>
        )}
      </Card>
      {creating && (
        <MapFormDialog
          projectId={projectId}
          map={null}
          open
          onClose={() => setCreating(false)}
          onSaved={(map) => navigate(paths.detail(map))}
        />
      )}
      {renaming && (
        <MapFormDialog projectId={projectId} map={renaming} open onClose={() => setRenaming(null)} />
      )}
    </PageContainer>
  );
}
