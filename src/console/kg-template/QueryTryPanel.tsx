import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Checkbox, Descriptions, Empty, Flex, Input, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { BUILD_STATE_NAMES, type QueryTestAnswer } from '../../shared/api/knowledge-graph';
import { PatternText } from './PatternText';
import { templateApi } from './template-api';
import { TEMPLATE_KEYS, useProjectBases } from './template-queries';

/**
 * 试一试: ask a question of one of the project's knowledge graphs and see which template matched
 * and the answer its last build gives — and choose whether that graph uses this library.
 */
export function QueryTryPanel({
  projectId,
  libraryId,
  canEdit,
}: {
  projectId: string;
  libraryId: string;
  canEdit: boolean;
}) {
  const bases = useProjectBases(projectId);
  const queryClient = useQueryClient();
  const [baseId, setBaseId] = useState<string | undefined>();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<QueryTestAnswer | null>(null);
  const list = bases.data?.content ?? [];
  const base = list.find((row) => row.id === baseId);
  useEffect(() => {
    if (!baseId && list.length > 0) setBaseId(list[0].id);
  }, [baseId, list]);
  const ask = useMutation({
    mutationFn: () => templateApi.ask(baseId ?? '', question.trim()),
    onSuccess: setAnswer,
    onError: () => setAnswer(null),
  });
  const toggle = useMutation({
    mutationFn: (use: boolean) => {
      const ids = base?.templateLibraryIds ?? [];
      return templateApi.chooseLibraries(
        baseId ?? '',
        use ? [...ids, libraryId] : ids.filter((id) => id !== libraryId),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.all }),
  });

  return (
    <Card title="试一试" size="small">
      {list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="项目中还没有知识图谱，在「领域图谱」中新建后即可测试"
        />
      ) : (
        <Flex vertical gap={12}>
          <Select
            value={baseId}
            onChange={(value) => {
              setBaseId(value);
              setAnswer(null);
            }}
            aria-label="选择知识图谱"
            options={list.map((row) => ({
              value: row.id,
              label: (
                <Flex justify="space-between" gap={8}>
                  <span>{row.name}</span>
                  <Typography.Text type="secondary">{BUILD_STATE_NAMES[row.build.state]}</Typography.Text>
                </Flex>
              ),
            }))}
          />
          {base && (
            <Checkbox
              checked={base.templateLibraryIds.includes(libraryId)}
              disabled={!canEdit || !base.permissions.editAuth || toggle.isPending}
              onChange={(event) => toggle.mutate(event.target.checked)}
            >
              「{base.name}」使用本模版库
            </Checkbox>
          )}
          <Input.Search
            placeholder="输入问题，如：展馆的门票多少钱"
            aria-label="测试问题"
            enterButton="提问"
            maxLength={100}
            value={question}
            loading={ask.isPending}
            onChange={(event) => setQuestion(event.target.value)}
            onSearch={() => question.trim() && baseId && ask.mutate()}
          />
          {ask.isError && <Alert type="warning" showIcon title={ask.error.message} />}
          {answer && <AnswerView answer={answer} />}
        </Flex>
      )}
    </Card>
  );
}

function AnswerView({ answer }: { answer: QueryTestAnswer }) {
  return (
    <Flex vertical gap={8}>
      <Alert type={answer.answer ? 'success' : 'info'} showIcon title={answer.answer ?? answer.reason} />
      {answer.template && (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="匹配模版">
            <PatternText pattern={answer.template.pattern} />
          </Descriptions.Item>
          <Descriptions.Item label="模版库">{answer.template.libraryName}</Descriptions.Item>
          <Descriptions.Item label="槽位">
            {answer.template.slots.map((slot) => (
              <Tag key={slot.slot}>
                {slot.text} → {slot.resolved}
              </Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Flex>
  );
}
