import { Flex, Typography } from 'antd';
import type { SkillScreen } from '../../shared/skill-store/catalogue';

/** What the robot's screen shows while the skill runs, drawn as a landscape robot screen. */
export function RobotScreenSketch({ screen }: { screen: SkillScreen }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={6}
      role="img"
      aria-label={`机器人屏幕：${screen.title}`}
      style={{
        width: 240,
        height: 135,
        borderRadius: 12,
        border: '6px solid #1f1f1f',
        background: 'linear-gradient(160deg, #0b3a75, #1677ff)',
        color: '#fff',
        padding: 12,
      }}
    >
      <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
        {screen.title}
      </Typography.Text>
      {screen.lines.map((line) => (
        <Typography.Text key={line} style={{ color: 'rgba(255,255,255,0.85)', fontSize: 12 }}>
          {line}
        </Typography.Text>
      ))}
    </Flex>
  );
}
