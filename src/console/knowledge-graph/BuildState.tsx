import { Badge, Flex, Progress, Tooltip, Typography } from 'antd';
import { BUILD_STATE_NAMES, type BuildStatus } from '../../shared/api/knowledge-graph';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const BADGE = { UNBUILT: 'default', BUILDING: 'processing', BUILT: 'success', FAILED: 'error' } as const;

/** 未构建 / 构建中 (progress) / 已构建 / 构建失败 (the reason on hover); 有改动 when edited since. */
export function BuildState({ build }: { build: BuildStatus }) {
  const name = BUILD_STATE_NAMES[build.state];
  if (build.state === 'BUILDING') {
    return (
      <Flex align="center" gap={8} style={{ minWidth: 150 }}>
        <Badge status="processing" text={name} />
        <Progress
          percent={build.progress}
          size="small"
          style={{ width: 80, margin: 0 }}
          aria-label="构建进度"
        />
      </Flex>
    );
  }
  const badge = <Badge status={BADGE[build.state]} text={name} />;
  return (
    <Flex align="center" gap={6}>
      {build.state === 'FAILED' && build.error ? (
        <Tooltip title={build.error}>
          <span>
            {badge}
            {/* Read out with the state; sighted users hover for it. */}
            <span style={VISUALLY_HIDDEN}>：{build.error}</span>
          </span>
        </Tooltip>
      ) : (
        badge
      )}
      {build.stale && build.state !== 'UNBUILT' && (
        <Tooltip title="构建之后有修改，重新构建后机器人与查询测试才会用到">
          <Typography.Text type="warning" style={{ fontSize: 12 }}>
            有改动
          </Typography.Text>
        </Tooltip>
      )}
    </Flex>
  );
}
