import { useMutation } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Drawer, Flex, Input, Steps, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { QueryPathStep, QueryTestAnswer } from '../../../shared/api/knowledge-graph';
import { formatDateTime } from '../../../shared/format/date';
import { ApiFailure } from '../../api/answer';
import { GraphView } from '../graph/GraphView';
import { useExpandableGraph } from '../graph/use-expandable-graph';
import { kgApi } from '../kg-api';
import { useBaseGraph } from '../kg-queries';

const stepText = (step: QueryPathStep) => {
  if (step.relation) return `${step.entity.name} —${step.relation.name}→ ${step.relation.target.name}`;
  if (step.attribute) return `${step.entity.name} 的 ${step.attribute.name}：${step.attribute.value}`;
  return step.entity.name;
};

/**
 * 查询测试: ask a question as a visitor would and see what the robot answers from the last
 * build — the answer, the template that matched, and the path through the graph, highlighted.
 */
export function QueryTestDrawer({
  kgBaseId,
  open,
  onClose,
}: {
  kgBaseId: string;
  open: boolean;
  onClose(): void;
}) {
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState<string[]>([]);
  const graphAnswer = useBaseGraph(kgBaseId, true, open);
  const graph = useExpandableGraph(graphAnswer.data);
  const ask = useMutation({
    mutationFn: (text: string) => kgApi.queryTest(kgBaseId, text),
    onSuccess: (_answer, text) =>
      setAsked((list) => [text, ...list.filter((item) => item !== text)].slice(0, 6)),
  });
  const answer: QueryTestAnswer | undefined = ask.data;
  const focus = useMemo(
    () => (answer ? { nodes: answer.highlight.nodeIds, edges: answer.highlight.edgeIds } : null),
    [answer],
  );
  const submit = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) ask.mutate(trimmed);
  };

  return (
    <Drawer open={open} onClose={onClose} size={980} title="查询测试" destroyOnHidden>
      <Flex vertical gap={16}>
        <Input.Search
          size="large"
          enterButton="提问"
          placeholder="像游客一样提问，如：四羊方尊在哪个展厅"
          aria-label="测试问题"
          maxLength={100}
          value={question}
          loading={ask.isPending}
          onChange={(event) => setQuestion(event.target.value)}
          onSearch={submit}
        />
        {asked.length > 0 && (
          <Flex gap={6} wrap align="center">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              问过：
            </Typography.Text>
            {asked.map((text) => (
              <Tag.CheckableTag
                key={text}
                checked={false}
                onChange={() => {
                  setQuestion(text);
                  submit(text);
                }}
              >
                {text}
              </Tag.CheckableTag>
            ))}
          </Flex>
        )}
        {ask.isError && (
          <Alert
            type="error"
            showIcon
            title="查询失败"
            description={ask.error instanceof ApiFailure ? ask.error.message : '请稍后再试'}
          />
        )}
        {answer && (
          <Card size="small" aria-live="polite" aria-label="查询结果">
            <Flex vertical gap={12}>
              {answer.answer !== null ? (
                <Alert
                  type="success"
                  showIcon
                  title="机器人回答"
                  description={
                    <Typography.Text strong style={{ fontSize: 16 }}>
                      {answer.answer}
                    </Typography.Text>
                  }
                />
              ) : (
                <Alert type="warning" showIcon title="没有找到答案" description={answer.reason} />
              )}
              <Descriptions size="small" column={1} styles={{ label: { width: 96 } }}>
                <Descriptions.Item label="匹配的模版">
                  {answer.template ? (
                    <Flex gap={8} wrap align="center">
                      <Typography.Text code>{answer.template.pattern}</Typography.Text>
                      <Typography.Text type="secondary">{answer.template.libraryName}</Typography.Text>
                      {answer.template.slots.map((slot) => (
                        <Tag key={slot.slot} color="blue" bordered={false}>
                          {slot.slot}：{slot.text}
                          {slot.resolved !== slot.text ? ` → ${slot.resolved}` : ''}
                        </Tag>
                      ))}
                    </Flex>
                  ) : answer.answer ? (
                    <Typography.Text type="secondary">
                      未用模板：按图谱的名称、同义词与常见问法理解
                    </Typography.Text>
                  ) : (
                    '—'
                  )}
                </Descriptions.Item>
                <Descriptions.Item label="图谱版本">
                  构建于 {formatDateTime(answer.builtAt)}
                </Descriptions.Item>
              </Descriptions>
              {answer.path.length > 0 && (
                <section aria-label="查询路径">
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    查询路径
                  </Typography.Text>
                  <Steps
                    size="small"
                    direction="vertical"
                    current={answer.path.length}
                    items={answer.path.map((step, index) => ({ key: index, title: stepText(step) }))}
                    style={{ marginTop: 8 }}
                  />
                </section>
              )}
            </Flex>
          </Card>
        )}
        <GraphView
          title="查询路径图"
          nodes={graph.view.nodes}
          edges={graph.view.edges}
          focus={focus}
          loading={graphAnswer.isLoading}
          height={440}
          emptyText="图谱中还没有实体"
          onExpandNode={(node) => void graph.expand(node.id).catch(() => undefined)}
        />
      </Flex>
    </Drawer>
  );
}
