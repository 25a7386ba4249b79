import { Card, Descriptions, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { FACE_GROUP_PURPOSE_NAMES, GREETING_NAME } from '../../shared/api/face-groups';
import { ResourceHeadCard } from '../components/resource-kit/ResourceHeadCard';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { parseProjectID } from '../project/project-id';
import { PageContainer } from '../shell/PageContainer';
import { FaceAttendanceCard } from './FaceAttendanceCard';
import { FaceGroupFormDrawer } from './FaceGroupFormDrawer';
import { FacePeopleCard } from './FacePeopleCard';
import { PurposeTag } from './face-group-columns';
import { FACE_GROUP_KIND } from './face-group-kind';
import { useFaceGroupDetail } from './face-group-queries';

/**
 * /home/project-management/:projectID/face-library/:faceLibraryID — one face group: its purpose,
 * how the robot greets its members (with a sample name), edit, enable, share or delete it as the
 * caller's flags allow.
 */
export default function FaceGroupDetailScreen() {
  const { faceLibraryID } = useParams();
  const { id } = parseProjectID(faceLibraryID);
  const frame = useResourceFrame(FACE_GROUP_KIND, useFaceGroupDetail(id));
  const group = frame.row;
  if (!group) return frame.placeholder;
  return (
    <PageContainer>
      <ResourceHeadCard
        kind={FACE_GROUP_KIND}
        frame={frame}
        row={group}
        marks={<PurposeTag purpose={group.purpose} />}
      />
      <Card title="识别后" style={{ marginBottom: 16 }}>
        <Descriptions column={1}>
          <Descriptions.Item label="用途">{FACE_GROUP_PURPOSE_NAMES[group.purpose]}</Descriptions.Item>
          <Descriptions.Item label="机器人说">
            {group.greeting ? (
              <Typography.Text>{group.greeting.replaceAll(GREETING_NAME, '王晓明')}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">不主动问候</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <FacePeopleCard projectId={frame.projectId} group={group} />
      <FaceAttendanceCard group={group} />
      <FaceGroupFormDrawer
        projectId={frame.projectId}
        open={frame.renaming}
        editing={group}
        onClose={frame.closeRename}
        onSaved={frame.renamed}
      />
      {frame.shareDialog}
    </PageContainer>
  );
}
