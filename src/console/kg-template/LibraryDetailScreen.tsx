import { EditOutlined, PlusOutlined, TranslationOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { QaTemplate } from '../../shared/api/knowledge-graph-templates';
import { formatDateTime } from '../../shared/format/date';
import { DetailPlaceholder } from '../components/resource-kit/DetailPlaceholder';
import { parseProjectID } from '../project/project-id';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { LibraryFormModal } from './LibraryFormModal';
import { QueryTryPanel } from './QueryTryPanel';
import { SynonymList } from './SynonymList';
import { SynonymModal } from './SynonymModal';
import { TemplateFormDrawer } from './TemplateFormDrawer';
import { TemplateTableCard } from './TemplateTableCard';
import { templateApi } from './template-api';
import { templatePaths } from './template-paths';
import { TEMPLATE_KEYS, useLibrary } from './template-queries';

/**
 * …/graph-template/:libID — a project library: its templates (add, edit, delete), its slot
 * synonyms, which of the project's knowledge graphs use it, and a question to try.
 */
export default function LibraryDetailScreen() {
  const { projectID, projectId, flags } = useProjectFlags();
  const { libID } = useParams();
  const { id } = parseProjectID(libID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const library = useLibrary(id, projectId);
  const [drawer, setDrawer] = useState<{ open: boolean; template: QaTemplate | null }>({
    open: false,
    template: null,
  });
  const [editingLibrary, setEditingLibrary] = useState(false);
  const [editingSynonyms, setEditingSynonyms] = useState(false);
  const canEdit = flags.allows('editAuth');
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.all });
  const remove = useMutation({
    mutationFn: (template: QaTemplate) => templateApi.removeTemplate(template.id),
    onSuccess: () => {
      message.success('删除成功');
      void refresh();
    },
  });

  const data = library.data;
  if (!data) {
    return (
      <DetailPlaceholder
        error={library.error}
        notFound="问答模版库不存在"
        backLabel="返回问答模版库"
        onBack={() => navigate(templatePaths(projectID).list)}
      />
    );
  }
  return (
    <PageContainer>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-start" gap={24} wrap>
          <div>
            <Flex gap={8} align="center">
              <Typography.Title level={4} style={{ margin: 0 }}>
                {data.name}
              </Typography.Title>
              <Tag>{data.templateCount} 个模版</Tag>
            </Flex>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', maxWidth: 720 }}>
              {data.description || '暂无描述'} · 更新于 {formatDateTime(data.updatedAt)}
            </Typography.Paragraph>
          </div>
          {canEdit && (
            <Button icon={<EditOutlined />} onClick={() => setEditingLibrary(true)}>
              编辑模版库
            </Button>
          )}
        </Flex>
        {!canEdit && <Alert type="info" showIcon title="您只能查看此项目的模版库" />}
        <Row gutter={16}>
          <Col xs={24} xl={16}>
            <TemplateTableCard
              libraryId={data.id}
              projectId={projectId}
              extra={
                canEdit && (
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => setDrawer({ open: true, template: null })}
                  >
                    添加模版
                  </Button>
                )
              }
              actions={
                canEdit
                  ? {
                      edit: (template) => setDrawer({ open: true, template }),
                      remove: (template) => remove.mutate(template),
                    }
                  : undefined
              }
            />
          </Col>
          <Col xs={24} xl={8}>
            <Flex vertical gap={16}>
              <QueryTryPanel projectId={projectId} libraryId={data.id} canEdit={canEdit} />
              <SynonymList
                synonyms={data.synonyms}
                extra={
                  canEdit && (
                    <Button
                      type="link"
                      size="small"
                      icon={<TranslationOutlined />}
                      onClick={() => setEditingSynonyms(true)}
                    >
                      编辑
                    </Button>
                  )
                }
              />
            </Flex>
          </Col>
        </Row>
        <TemplateFormDrawer
          libraryId={data.id}
          template={drawer.template}
          open={drawer.open}
          onClose={() => setDrawer({ open: false, template: null })}
          onSaved={() => {
            setDrawer({ open: false, template: null });
            void refresh();
          }}
        />
        <LibraryFormModal
          projectId={projectId}
          library={data}
          open={editingLibrary}
          onClose={() => setEditingLibrary(false)}
          onSaved={(saved) => {
            setEditingLibrary(false);
            void refresh();
            navigate(templatePaths(projectID).library(saved), { replace: true });
          }}
        />
        <SynonymModal
          library={data}
          open={editingSynonyms}
          onClose={() => setEditingSynonyms(false)}
          onSaved={() => {
            setEditingSynonyms(false);
            void refresh();
          }}
        />
      </Flex>
    </PageContainer>
  );
}
