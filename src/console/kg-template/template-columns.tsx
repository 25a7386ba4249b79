import { Button, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  type QaTemplate,
  TEMPLATE_DOMAIN_NAMES,
  TEMPLATE_KIND_NAMES,
  type TemplateKind,
} from '../../shared/api/knowledge-graph-templates';
import { PatternText } from './PatternText';

const KIND_COLORS: Record<TemplateKind, string> = {
  ATTRIBUTE: 'blue',
  RELATION: 'purple',
  LIST: 'orange',
  FIXED: 'cyan',
};

/** The columns of a template table; edit and delete only where the library may change. */
export function templateColumns(actions?: {
  edit(template: QaTemplate): void;
  remove(template: QaTemplate): void;
}): ColumnsType<QaTemplate> {
  const columns: ColumnsType<QaTemplate> = [
    {
      title: '类型',
      dataIndex: 'kind',
      width: 110,
      render: (kind: TemplateKind) => <Tag color={KIND_COLORS[kind]}>{TEMPLATE_KIND_NAMES[kind]}</Tag>,
    },
    {
      title: '问法',
      dataIndex: 'patterns',
      render: (patterns: string[]) => (
        <Flex vertical gap={4}>
          {patterns.slice(0, 4).map((pattern) => (
            <PatternText key={pattern} pattern={pattern} />
          ))}
          {patterns.length > 4 && (
            <Typography.Text type="secondary">等 {patterns.length} 种问法</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: '查找的属性或关系',
      dataIndex: 'targets',
      width: 220,
      render: (targets: string[], template) =>
        template.kind === 'FIXED' ? (
          <Space size={[4, 4]} wrap>
            {targets.map((target) => (
              <Tag key={target}>{target}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">由问法中的槽位决定</Typography.Text>
        ),
    },
    {
      title: '场景',
      dataIndex: 'domain',
      width: 130,
      render: (domain: QaTemplate['domain']) => TEMPLATE_DOMAIN_NAMES[domain],
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean) => (enabled ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, template) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(template)}>
            编辑
          </Button>
          <Popconfirm
            title="删除这个问答模版？"
            description="删除后，使用该模版库的知识图谱将不再匹配这些问法。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => actions.remove(template)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
