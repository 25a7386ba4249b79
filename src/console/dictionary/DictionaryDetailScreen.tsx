import { Card, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ResourceHeadCard } from '../components/resource-kit/ResourceHeadCard';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { parseProjectID } from '../project/project-id';
import { PageContainer } from '../shell/PageContainer';
import { DictionaryFormDrawer } from './DictionaryFormDrawer';
import { DICTIONARY_KIND } from './dictionary-kind';
import { useDictionaryDetail, useDictionaryUsage } from './dictionary-queries';
import { EntryTable } from './EntryTable';

/**
 * /home/project-management/:projectID/dictionary-management/:dictionaryID — one dictionary: its
 * entries with their synonyms, edited in place, imported and exported; rename, enable, share or
 * delete it as the caller's flags allow.
 */
export default function DictionaryDetailScreen() {
  const { dictionaryID } = useParams();
  const { id } = parseProjectID(dictionaryID);
  const frame = useResourceFrame(DICTIONARY_KIND, useDictionaryDetail(id));
  const dictionary = frame.row;
  // Asked once the dictionary is there: a missing one is told once, by the placeholder.
  const usage = useDictionaryUsage(dictionary ? id : '').data;
  if (!dictionary) return frame.placeholder;
  return (
    <PageContainer>
      <ResourceHeadCard
        kind={DICTIONARY_KIND}
        frame={frame}
        row={dictionary}
        marks={<Typography.Text type="secondary">{dictionary.entryCount} 个词条</Typography.Text>}
      />
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
          editable={frame.flagsOf(dictionary).allows('editAuth')}
        />
      </Card>
      <DictionaryFormDrawer {...frame.formProps(dictionary)} />
      {frame.shareDialog}
    </PageContainer>
  );
}
