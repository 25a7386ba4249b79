import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DICTIONARY_MSG } from '../../shared/api/dictionaries';
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
import { DictionaryFormDrawer } from './DictionaryFormDrawer';
import { DICTIONARY_KIND } from './dictionary-kind';
import { dictionaryPaths } from './dictionary-paths';
import { DICTIONARY_KEYS, useDictionaryDetail, useDictionaryUsage } from './dictionary-queries';
import { EntryTable } from './EntryTable';

/**
 * /home/project-management/:projectID/dictionary-management/:dictionaryID — one dictionary: its
 * entries with their synonyms, edited in place, imported and exported; rename, enable, share or
 * delete it as the caller's flags allow.
 */
export default function DictionaryDetailScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const { dictionaryID } = useParams();
  const { id } = parseProjectID(dictionaryID);
  const paths = dictionaryPaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  const [renaming, setRenaming] = useState(false);
  const [sharingOpen, setSharingOpen] = useState(false);
  const detail = useDictionaryDetail(id);
  const dictionary = detail.data;
  // Asked once the dictionary is there: a missing one is told once, by the placeholder.
  const usage = useDictionaryUsage(dictionary ? id : '').data;
  const actions = useResourceActions(DICTIONARY_KIND, { onDeleted: () => navigate(paths.list) });

  const back = () => navigate(paths.list);
  if (!dictionary) {
    return (
      <DetailPlaceholder
        error={detail.error}
        notFound={DICTIONARY_MSG.notFound}
        backLabel="返回词典列表"
        onBack={back}
      />
    );
  }
  const flags = contentFlags('DICT', projectFlags, dictionary);
  return (
    <PageContainer>
      <Card style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex align="center" gap={12} wrap style={{ minWidth: 0 }}>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={back}>
              返回词典列表
            </Button>
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Flex align="center" gap={8}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {dictionary.name}
                </Typography.Title>
                <Typography.Text type="secondary">{dictionary.entryCount} 个词条</Typography.Text>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {dictionary.description || '暂无描述'}
              </Typography.Text>
              <RowOrigin row={dictionary} />
              <ResourceTags tags={dictionary.tags} />
            </Flex>
          </Flex>
          <Flex gap={8} align="center" wrap>
            <FlaggedAction flags={flags} flag="enableAuth">
              <Switch
                checked={dictionary.enabled}
                checkedChildren="启用"
                unCheckedChildren="停用"
                aria-label="启用词典"
                onChange={() => actions.toggle(dictionary)}
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
              <Button
                danger
                icon={<DeleteOutlined />}
                loading={actions.pending}
                onClick={() => void actions.remove(dictionary)}
              >
                删除
              </Button>
            </FlaggedAction>
          </Flex>
        </Flex>
      </Card>
      <Card
        title="词条"
        extra={
          usage && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {usage.intents.length === 0
                ? '暂未被意图的槽位使用'
                : `被意图槽位使用：${usage.intents.map((intent) => `${intent.name}（${intent.slots.join('、')}）`).join('；')}`}
            </Typography.Text>
          )
        }
      >
        <EntryTable
          dictionaryId={dictionary.id}
          dictionaryName={dictionary.name}
          editable={flags.allows('editAuth')}
        />
      </Card>
      <DictionaryFormDrawer
        projectId={projectId}
        open={renaming}
        editing={dictionary}
        onClose={() => setRenaming(false)}
        onSaved={(saved) => {
          setRenaming(false);
          navigate(paths.detail(saved), { replace: true });
        }}
      />
      <ShareDialog
        type="DICT"
        open={sharingOpen}
        resource={dictionary}
        onClose={() => setSharingOpen(false)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: DICTIONARY_KEYS.all })}
      />
    </PageContainer>
  );
}
