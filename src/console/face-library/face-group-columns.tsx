import { type TableColumnsType, Tag, Typography } from 'antd';
import {
  FACE_GROUP_PURPOSE_NAMES,
  type FaceGroupPurpose,
  type FaceGroupSummary,
} from '../../shared/api/face-groups';
import type { ListTable } from '../components/resource-kit/ResourceListScreen';
import {
  actionsColumn,
  descriptionColumn,
  nameColumn,
  stateColumn,
  withOrigin,
} from '../components/resource-kit/resource-columns';
import { GreetingText } from './GreetingText';

const PURPOSE_COLORS: Record<FaceGroupPurpose, string> = {
  STAFF: 'blue',
  VIP: 'gold',
  VISITOR: 'green',
  WATCH: 'red',
};

/** The purpose of a group as a coloured mark: the watch list stands out. */
export const PurposeTag = ({ purpose }: { purpose: FaceGroupPurpose }) => (
  <Tag color={PURPOSE_COLORS[purpose]}>{FACE_GROUP_PURPOSE_NAMES[purpose]}</Tag>
);

/** The face library table's columns; each action follows the caller's flags on the project and the group. */
export function faceGroupColumns(table: ListTable<FaceGroupSummary>): TableColumnsType<FaceGroupSummary> {
  return [
    nameColumn('人脸库', table, { origin: withOrigin }),
    {
      title: '用途',
      dataIndex: 'purpose',
      width: 90,
      render: (purpose: FaceGroupPurpose) => <PurposeTag purpose={purpose} />,
    },
    {
      title: '问候语',
      dataIndex: 'greeting',
      ellipsis: true,
      render: (greeting: string) =>
        greeting ? (
          <GreetingText greeting={greeting} />
        ) : (
          <Typography.Text type="secondary">不问候</Typography.Text>
        ),
    },
    descriptionColumn(),
    stateColumn(),
    actionsColumn(table, { open: '查看', width: 160 }),
  ];
}
