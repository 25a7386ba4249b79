import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GENERAL_LIBRARY_ID, TEMPLATE_DOMAINS } from '../../shared/api/knowledge-graph-templates';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { LibraryFormModal } from './LibraryFormModal';
import { QueryTryPanel } from './QueryTryPanel';
import { SynonymList } from './SynonymList';
import { TemplateTableCard } from './TemplateTableCard';
import { templatePaths } from './template-paths';
import { useLibrary } from './template-queries';

const EVERY_DOMAIN = [...TEMPLATE_DOMAINS];

/**
 * …/graph-template/general-template-library — the platform's general library, read-only: its
 * templates by scene, its synonyms, a question to try, and 复制到项目模版库 to make it one's own.
 */
export default function GeneralLibraryScreen() {
  const { projectID, projectId, flags } = useProjectFlags();
  const navigate = useNavigate();
  const paths = templatePaths(projectID);
  const library = useLibrary(GENERAL_LIBRARY_ID, projectId);
  const [copying, setCopying] = useState(false);
  const canEdit = flags.allows('editAuth');

  return (
    <PageContainer>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-start" gap={24} wrap>
          <div>
            <Flex gap={8} align="center">
              <Typography.Title level={4} style={{ margin: 0 }}>
                通用模版库
              </Typography.Title>
              <Tag color="blue">平台提供 · 只读</Tag>
            </Flex>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', maxWidth: 720 }}>
              {library.data?.description}
            </Typography.Paragraph>
          </div>
          {canEdit && (
            <Button type="primary" icon={<CopyOutlined />} onClick={() => setCopying(true)}>
              复制到项目模版库
            </Button>
          )}
        </Flex>
        {library.isError && (
          <Alert type="error" showIcon title="通用模版库加载失败" description={library.error.message} />
        )}
        <Row gutter={16}>
          <Col xs={24} xl={16}>
            <TemplateTableCard libraryId={GENERAL_LIBRARY_ID} projectId={projectId} />
          </Col>
          <Col xs={24} xl={8}>
            <Flex vertical gap={16}>
              <QueryTryPanel projectId={projectId} libraryId={GENERAL_LIBRARY_ID} canEdit={canEdit} />
              <SynonymList synonyms={library.data?.synonyms ?? []} />
            </Flex>
          </Col>
        </Row>
      </Flex>
      <LibraryFormModal
        projectId={projectId}
        library={null}
        open={copying}
        initialDomains={EVERY_DOMAIN}
        onClose={() => setCopying(false)}
        onSaved={(saved) => {
          setCopying(false);
          navigate(paths.library(saved));
        }}
      />
    </PageContainer>
  );
}
