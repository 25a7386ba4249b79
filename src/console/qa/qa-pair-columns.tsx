import { FileImageOutlined, LayoutOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, Switch, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { QaCategory, QaPair } from '../../shared/api/qa';
import { UNCATEGORISED } from '../../shared/api/qa';
import { formatDateTime } from '../../shared/format/date';
import { categoryPath } from './qa-category-nodes';

export type QaPairAction = 'edit' | 'toggle' | 'delete';

const muted = { fontSize: 12 } as const;

/** The media and page an answer shows, as small icons with their names on hover. */
function Extras({ pair }: { pair: QaPair }) {
  const media = pair.answers.flatMap((answer) => (answer.media ? [answer.media] : []));
  const pages = pair.answers.filter((answer) => answer.page).length;
  return (
    <Flex gap={8}>
      {media.map((item) => (
        <Tooltip key={item.url} title={item.name || item.url}>
          {item.kind === 'image' ? <FileImageOutlined /> : <VideoCameraOutlined />}
        </Tooltip>
      ))}
      {pages > 0 && (
        <Tooltip title={`展示 ${pages} 个屏幕页面`}>
          <LayoutOutlined />
        </Tooltip>
      )}
    </Flex>
  );
}

/** The pair table's columns: what the operator scans (question, how else it is asked, the answer). */
export function qaPairColumns(
  categories: readonly QaCategory[],
  editable: boolean,
  onAction: (action: QaPairAction, pair: QaPair) => void,
  onTag: (tag: string) => void,
): TableColumnsType<QaPair> {
  return [
    {
      title: '标准问题',
      key: 'question',
      width: 270,
      render: (_, pair) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Button
            type="link"
            onClick={() => onAction('edit', pair)}
            style={{
              padding: 0,
              height: 'auto',
              fontWeight: 600,
              whiteSpace: 'normal',
              textAlign: 'left',
              justifyContent: 'flex-start',
            }}
          >
            {pair.question}
          </Button>
          {pair.similarQuestions.length > 0 && (
            <Typography.Text
              type="secondary"
              style={muted}
              ellipsis={{ tooltip: pair.similarQuestions.join('\n') }}
            >
              相似问题 {pair.similarQuestions.length}：{pair.similarQuestions.join('、')}
            </Typography.Text>
          )}
          {pair.tags.length > 0 && (
            <Flex wrap gap={4}>
              {pair.tags.map((tag) => (
                <Tag
                  key={tag}
                  color="blue"
                  style={{ marginInlineEnd: 0, cursor: 'pointer', fontSize: 12, lineHeight: '18px' }}
                  onClick={() => onTag(tag)}
                >
                  {tag}
                </Tag>
              ))}
            </Flex>
          )}
        </Flex>
      ),
    },
    {
      title: '答案',
      key: 'answers',
      render: (_, pair) => (
        <Flex vertical gap={2}>
          <Typography.Paragraph
            ellipsis={{ rows: 2, tooltip: pair.answers[0]?.text }}
            style={{ marginBottom: 0 }}
          >
            {pair.answers[0]?.text}
          </Typography.Paragraph>
          <Flex gap={8} align="center">
            {pair.answers.length > 1 && (
              <Typography.Text type="secondary" style={muted}>
                共 {pair.answers.length} 个答案
              </Typography.Text>
            )}
            <Extras pair={pair} />
          </Flex>
        </Flex>
      ),
    },
    {
      title: '分类',
      key: 'category',
      width: 110,
      render: (_, pair) =>
        pair.categoryId ? (
          <Typography.Text style={{ fontSize: 13 }}>
            {categoryPath(categories, pair.categoryId)}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{UNCATEGORISED}</Typography.Text>
        ),
    },
    {
      title: '启用',
      key: 'enabled',
      width: 72,
      render: (_, pair) => (
        <Switch
          size="small"
          checked={pair.enabled}
          disabled={!editable}
          aria-label={`${pair.enabled ? '停用' : '启用'}「${pair.question}」`}
          onChange={() => onAction('toggle', pair)}
        />
      ),
    },
    {
      title: '更新',
      key: 'updated',
      width: 100,
      render: (_, pair) => (
        <Flex vertical>
          <Typography.Text style={{ fontSize: 13 }}>{pair.updatedByName ?? '系统'}</Typography.Text>
          <Typography.Text type="secondary" style={muted}>
            {formatDateTime(pair.updatedAt, 'MM-DD HH:mm')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 96,
      fixed: 'right',
      render: (_, pair) => (
        <Flex>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 4 }}
            onClick={() => onAction('edit', pair)}
          >
            {editable ? '编辑' : '查看'}
          </Button>
          {editable && (
            <Button
              type="link"
              size="small"
              danger
              style={{ paddingInline: 4 }}
              onClick={() => onAction('delete', pair)}
            >
              删除
            </Button>
          )}
        </Flex>
      ),
    },
  ];
}
