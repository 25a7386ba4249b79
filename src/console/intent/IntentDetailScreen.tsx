import { Col, Row } from 'antd';
import { useParams } from 'react-router-dom';
import { ResourceHeadCard } from '../components/resource-kit/ResourceHeadCard';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { parseProjectID } from '../project/project-id';
import { PageContainer } from '../shell/PageContainer';
import { TestChatButton } from '../test-chat/TestChatButton';
import { ExampleList } from './ExampleList';
import { IntentFormDrawer } from './IntentFormDrawer';
import { INTENT_KIND } from './intent-kind';
import { useIntentDetail } from './intent-queries';
import { ReplyCard } from './ReplyCard';
import { SlotTable } from './SlotTable';

/**
 * /home/project-management/:projectID/intent-management/:intentID — one intent: its examples with
 * slots marked by selecting words, its slot table, its reply and action; enable, rename, share or
 * delete it as the caller's flags allow.
 */
export default function IntentDetailScreen() {
  const { intentID } = useParams();
  const { id } = parseProjectID(intentID);
  const frame = useResourceFrame(INTENT_KIND, useIntentDetail(id));
  const intent = frame.row;
  if (!intent) return frame.placeholder;
  const editable = frame.flagsOf(intent).allows('editAuth');
  return (
    <PageContainer>
      <ResourceHeadCard
        kind={INTENT_KIND}
        frame={frame}
        row={intent}
        extra={<TestChatButton projectId={frame.projectId} projectID={frame.projectID} />}
      />
      <Row gutter={16}>
        <Col xs={24} xl={13}>
          <ExampleList intent={intent} editable={editable} />
        </Col>
        <Col xs={24} xl={11}>
          <SlotTable intent={intent} editable={editable} />
          <ReplyCard intent={intent} editable={editable} />
        </Col>
      </Row>
      <IntentFormDrawer {...frame.formProps(intent)} />
      {frame.shareDialog}
    </PageContainer>
  );
}
