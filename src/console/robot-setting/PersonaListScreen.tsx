import { Typography } from 'antd';
import { PERSONA_GENDER_NAMES, type PersonaSummary } from '../../shared/api/personas';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import * as kit from '../components/resource-kit/resource-columns';
import { TargetsSummary } from '../device-settings/TargetsSummary';
import { PERSONA_KIND } from './persona-kind';

/** 小展 · 女 · 3岁 */
const profileLine = ({ profile }: PersonaSummary) =>
  [profile.robotName, PERSONA_GENDER_NAMES[profile.gender], profile.age === null ? null : `${profile.age}岁`]
    .filter((part) => part !== null && part !== '不设定')
    .join(' · ');

/**
 * /home/project-management/:projectID/robot-setting — the project's device personas: who each
 * robot says it is, how many personality answers it has, and whom it applies to.
 */
export default function PersonaListScreen() {
  return (
    <ResourceListScreen<PersonaSummary>
      kind={PERSONA_KIND}
      scrollX={1080}
      columns={(table) => [
        kit.nameColumn('设备人设', table, { origin: kit.withOrigin }),
        { title: '人设', key: 'profile', width: 160, render: (_, row) => profileLine(row) },
        {
          title: '人设问答',
          key: 'answers',
          width: 100,
          render: (_, row) =>
            row.answerCount === 0 ? (
              <Typography.Text type="secondary">还没有问答</Typography.Text>
            ) : (
              `${row.answerCount} 条`
            ),
        },
        {
          title: '应用于',
          key: 'targets',
          width: 260,
          render: (_, row) => <TargetsSummary targets={row.targets} deviceCount={row.deviceCount} />,
        },
        kit.stateColumn(),
        kit.actionsColumn(table, { open: '编辑' }),
      ]}
    />
  );
}
