import { ArrowLeftOutlined, DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { QaPair } from '../../shared/api/qa';
import { QA_MSG, UNCATEGORISED_FILTER } from '../../shared/api/qa';
import { formatDateTime } from '../../shared/format/date';
import { contentFlags } from '../components/resource-kit/content-flags';
import { DetailPlaceholder } from '../components/resource-kit/DetailPlaceholder';
import { EnabledState } from '../components/resource-kit/RowOrigin';
import { saveFile } from '../components/save-file';
import { MediaStyleAnchor } from '../media-library/MediaStyleAnchor';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import { parseProjectID } from '../project/project-id';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { TestChatButton } from '../test-chat/TestChatButton';
import { ALL_PAIRS, QaCategoryTree } from './QaCategoryTree';
import { QaImportModal } from './QaImportModal';
import { QaLibraryFormModal } from './QaLibraryFormModal';
import { QaPairDrawer } from './QaPairDrawer';
import { QaPairsPanel } from './QaPairsPanel';
import { qaApi } from './qa-api';
import { qaPaths } from './qa-paths';
import { useQaCategories, useQaLibrary } from './qa-queries';

type Editing = { open: boolean; pair: QaPair | null };

/**
 * /home/project-management/:projectID/aq-library/:libID — one library: its category tree on the
 * left, its pairs on the right (search, filters, batch actions, the pair editor), and the xlsx
 * template, import and export in the header.
 */
export default function QaLibraryScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const { libID } = useParams();
  const { id } = parseProjectID(libID);
  const paths = qaPaths(projectID);
  const navigate = useNavigate();
  const detail = useQaLibrary(id);
  const library = detail.data;
  const categories = useQaCategories(library ? id : '');
  const [category, setCategory] = useState(ALL_PAIRS);
  const [editing, setEditing] = useState<Editing>({ open: false, pair: null });
  const [importing, setImporting] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const template = useMutation({
    mutationFn: qaApi.template,
    onSuccess: (blob) => saveFile(blob, '问答导入模板.xlsx'),
  });
  const exporting = useMutation({
    mutationFn: () => qaApi.exportXlsx(id),
    onSuccess: (blob) => saveFile(blob, `${library?.name ?? '问答库'}.xlsx`),
  });
  const openPair = useMutation({
    mutationFn: (pairId: string) => qaApi.pair(pairId),
    onSuccess: (pair) => setEditing({ open: true, pair }),
  });
  // ?pair=<id> (the test chat's 去修改这条问答) opens that pair's editor once.
  const [search, setSearch] = useSearchParams();
  const askedPair = search.get('pair');
  useEffect(() => {
    if (!askedPair) return;
    openPair.mutate(askedPair);
    setSearch({}, { replace: true });
  }, [askedPair, openPair.mutate, setSearch]);

  const back = () => navigate(paths.list);
  if (!library) {
    return (
      <DetailPlaceholder
        error={detail.error}
        notFound={QA_MSG.libraryNotFound}
        backLabel="返回问答库列表"
        onBack={back}
      />
    );
  }

  const flags = contentFlags('QA', projectFlags, library);
  const editable = flags.allows('editAuth');
  const list = categories.data;
  const treeCategory = category === ALL_PAIRS || category === UNCATEGORISED_FILTER ? null : category;

  return (
    <PageContainer>
      <MediaStyleAnchor />
      <Flex vertical gap={16}>
        <Card styles={{ body: { paddingBlock: 16 } }}>
          <Flex justify="space-between" align="flex-start" gap={16} wrap>
            <Flex vertical gap={6} style={{ minWidth: 0, flex: 1 }}>
              <Flex align="center" gap={12} wrap>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowLeftOutlined />}
                  aria-label="返回问答库列表"
                  onClick={() => navigate(paths.list)}
                />
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {library.name}
                </Typography.Title>
                <EnabledState enabled={library.enabled} />
                {library.tags.length > 0 && <ResourceTags tags={library.tags} />}
                <FlaggedAction flags={flags} flag="editAuth" whenForbidden="hide">
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label="编辑问答库信息"
                    onClick={() => setRenaming(true)}
                  />
                </FlaggedAction>
              </Flex>
              <Typography.Text type="secondary">{library.description || '暂无描述'}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                共 {library.pairCount} 条问答，启用 {library.enabledPairCount} 条 · 更新于{' '}
                {formatDateTime(library.updatedAt, 'YYYY-MM-DD HH:mm')}
              </Typography.Text>
            </Flex>
            <Space wrap>
              <TestChatButton projectId={projectId} projectID={projectID} libraryId={id} />
              <Button
                icon={<DownloadOutlined />}
                loading={template.isPending}
                onClick={() => template.mutate()}
              >
                下载模板
              </Button>
              <FlaggedAction flags={flags} flag="editAuth">
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                  导入
                </Button>
              </FlaggedAction>
              <Button
                icon={<DownloadOutlined />}
                loading={exporting.isPending}
                onClick={() => exporting.mutate()}
              >
                导出
              </Button>
            </Space>
          </Flex>
        </Card>
        <Row gutter={16} wrap={false}>
          <Col flex="250px">
            <Card style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
              <QaCategoryTree
                libraryId={id}
                list={list}
                editable={editable}
                selected={category}
                onSelect={setCategory}
              />
            </Card>
          </Col>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <Card styles={{ body: { padding: 16 } }}>
              <QaPairsPanel
                key={category}
                libraryId={id}
                categories={list?.categories ?? []}
                category={category}
                editable={editable}
                onEdit={(pair) => setEditing({ open: true, pair })}
              />
            </Card>
          </Col>
        </Row>
      </Flex>
      <QaPairDrawer
        open={editing.open}
        libraryId={id}
        projectId={projectId}
        categories={list?.categories ?? []}
        pair={editing.pair}
        defaultCategoryId={treeCategory}
        readOnly={!editable}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
        onOpenPair={(pairId) => openPair.mutate(pairId)}
      />
      <QaImportModal
        open={importing}
        libraryId={id}
        libraryName={library.name}
        onClose={() => setImporting(false)}
        onTemplate={() => template.mutate()}
      />
      <QaLibraryFormModal
        projectId={projectId}
        open={renaming}
        library={library}
        onClose={() => setRenaming(false)}
        onSaved={() => setRenaming(false)}
      />
    </PageContainer>
  );
}
