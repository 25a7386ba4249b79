import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { INTENT_MSG } from '../../shared/api/intents';
import { contentFlags } from '../components/resource-kit/content-flags';
import { DetailPlaceholder } from '../components/resource-kit/DetailPlaceholder';
import { RowOrigin } from '../components/resource-kit/RowOrigin';
import { useResourceActions } from '../components/resource-kit/use-resource-actions';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import { ShareDialog } from '../permissions/ShareDialog';
import { parseProjectID } from '../project/project-id';
import { useProjectFlags } from '../project/use-project-flags';
import { useSession } from '../session/session-store';
import { PageContainer } from '../shell/PageContainer';
import { TestChatButton } from '../test-chat/TestChatButton';
import { ExampleList } from './ExampleList';
import { IntentFormDrawer } from './IntentFormDrawer';
import { INTENT_KIND } from './intent-kind';
import { intentPaths } from './intent-paths';
import { INTENT_KEYS, useIntentDetail } from './intent-queries';
import { ReplyCard } from './ReplyCard';
import { SlotTable } from './SlotTable';

/**
 * /home/project-management/:projectID/intent-management/:intentID — one intent: its examples with
 * slots marked by selecting words, its slot table, its reply and action; enable, rename, share or
 * delete it as the caller's flags allow.
 */
export default function IntentDetailScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const { intentID } = useParams();
  const { id } = parseProjectID(intentID);
  const paths = intentPaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  const [renaming, setRenaming] = useState(false);
  const [sharingOpen, setSharingOpen] = useState(false);
  const detail = useIntentDetail(id);
  const intent = detail.data;
  const actions = useResourceActions(INTENT_KIND, { onDeleted: () => navigate(paths.list) });

  const back = () => navigate(paths.list);
  if (!intent) {
    return (
      <DetailPlaceholder
        error={detail.error}
        notFound={INTENT_MSG.notFound}
        backLabel="返回意图列表"
        onBack={back}
        skeletonRows={10}
      />
    );
  }
  const flags = contentFlags('INTENT', projectFlags, intent);
  const editable = flags.allows('editAuth');
  return (
    <PageContainer>
      <Card style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex align="center" gap={12} wrap style={{ minWidth: 0 }}>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={back}>
              返回意图列表
            </Button>
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {intent.name}
              </Typography.Title>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {intent.description || '暂无描述'}
              </Typography.Text>
              <RowOrigin row={intent} />
              <ResourceTags tags={intent.tags} />
            </Flex>
          </Flex>
          <Flex gap={8} align="center" wrap>
            <TestChatButton projectId={projectId} projectID={projectID} />
            <FlaggedAction flags={flags} flag="enableAuth">
              <Switch
                checked={intent.enabled}
                checkedChildren="启用"
                unCheckedChildren="停用"
                aria-label="启用意图"
                loading={actions.pending}
                onChange={() => actions.toggle(intent)}
              />
            </FlaggedAction>
            <FlaggedAction flags={flags} flag="editAuth">
              <Button icon={<EditOutlined />} onClick={() => setRenaming(true)}>
                编辑信息
              </Button>
            </FlaggedAction>
            {sharing && (
              <FlaggedAction flags={flags} flag="shareAuth">
                <Button icon={<ShareAltOutlined />} onClick={() => setSharingOpen(true)}>
                  共享
                </Button>
              </FlaggedAction>
            )}
            <FlaggedAction flags={flags} flag="deleteAuth">
              <Button danger icon={<DeleteOutlined />} onClick={() => actions.remove(intent)}>
                删除
              </Button>
            </FlaggedAction>
          </Flex>
        </Flex>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={13}>
          <ExampleList intent={intent} editable={editable} />
        </Col>
        <Col xs={24} xl={11}>
          <SlotTable intent={intent} editable={editable} />
          <ReplyCard intent={intent} editable={editable} />
        </Col>
      </Row>
      <IntentFormDrawer
        projectId={projectId}
        open={renaming}
        editing={intent}
        onClose={() => setRenaming(false)}
        onSaved={(saved) => {
          setRenaming(false);
          navigate(paths.detail(saved), { replace: true });
        }}
      />
      <ShareDialog
        type="INTENT"
        open={sharingOpen}
        resource={intent}
        onClose={() => setSharingOpen(false)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: INTENT_KEYS.all })}
      />
    </PageContainer>
  );
}
