import { Typography } from 'antd';

/** What each share level lets a colleague do (the rule set's VIEW and EDIT). */
export function ShareLevelHint() {
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
      仅可共享给本企业的其他成员。可查看：查看内容；可编辑：还可修改内容和添加标签。
    </Typography.Paragraph>
  );
}
