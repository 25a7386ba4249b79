import { Flex, Typography } from 'antd';

/** Which colour is which concept, under the canvas. */
export function GraphLegend({ colors }: { colors: Map<string, string> }) {
  if (colors.size === 0) return null;
  return (
    <Flex wrap gap={12} role="list" aria-label="图例" style={{ fontSize: 12 }}>
      {[...colors].map(([group, color]) => (
        <Flex key={group} align="center" gap={6} role="listitem">
          <span
            aria-hidden
            style={{ width: 10, height: 10, borderRadius: '50%', background: color, display: 'inline-block' }}
          />
          <Typography.Text style={{ fontSize: 12 }}>{group}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
