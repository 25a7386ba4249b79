import { Descriptions } from 'antd';
import dayjs from 'dayjs';
import type { RobotDetail } from '../../../shared/api/monitoring';
import { RobotAlarms, RobotBattery, RobotPosition, RobotState } from '../robot-cells';

/** The robot at a glance: project, state, battery, volume, where it is, when it last reported. */
export function RobotHeader({ robot }: { robot: RobotDetail }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 4 }}
      items={[
        { key: 'project', label: '项目', children: robot.projectName },
        { key: 'state', label: '状态', children: <RobotState state={robot.state} /> },
        { key: 'battery', label: '电量', children: <RobotBattery robot={robot} /> },
        { key: 'volume', label: '音量', children: robot.volume ?? '—' },
        { key: 'position', label: '位置', children: <RobotPosition robot={robot} /> },
        {
          key: 'seen',
          label: '最后上报',
          children: robot.lastSeenAt ? dayjs(robot.lastSeenAt).format('MM-DD HH:mm:ss') : '从未上线',
        },
        { key: 'model', label: '型号', children: robot.modelName },
        { key: 'alarms', label: '告警', children: <RobotAlarms kinds={robot.openAlarms} /> },
      ]}
    />
  );
}
