import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Select, Typography } from 'antd';
import type { PersonaAnswer } from '../../shared/api/personas';

/** The personality questions most visitors ask, offered when the list lacks them. */
const COMMON_QUESTIONS: readonly PersonaAnswer[] = [
  { question: '你是谁', similarQuestions: ['你叫什么名字', '怎么称呼你'], answer: '' },
  { question: '你几岁了', similarQuestions: ['你多大了', '你的年龄'], answer: '' },
  { question: '你会做什么', similarQuestions: ['你有什么功能', '你能帮我做什么'], answer: '' },
  { question: '你是男生还是女生', similarQuestions: ['你的性别'], answer: '' },
];

interface PersonaAnswerListProps {
  answers: PersonaAnswer[];
  onChange(answers: PersonaAnswer[]): void;
  disabled: boolean;
}

/** 人设问答: each question, the other ways of asking it and the answer, editable in place. */
export function PersonaAnswerList({ answers, onChange, disabled }: PersonaAnswerListProps) {
  const change = (index: number, fields: Partial<PersonaAnswer>) =>
    onChange(answers.map((answer, at) => (at === index ? { ...answer, ...fields } : answer)));
  const missing = COMMON_QUESTIONS.filter(
    (common) => !answers.some((answer) => answer.question === common.question),
  );
  return (
    <Flex vertical gap={12}>
      {answers.length === 0 && <Empty description="还没有人设问答" />}
      {answers.map((answer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: drafts have no id; the position is their identity
        <Card key={index} size="small" data-testid="persona-answer">
          <Flex vertical gap={8}>
            <Flex gap={8}>
              <Input
                aria-label="问题"
                placeholder="问题，如：你是谁"
                value={answer.question}
                maxLength={50}
                disabled={disabled}
                onChange={(event) => change(index, { question: event.target.value })}
              />
              <Button
                aria-label="删除这条问答"
                icon={<DeleteOutlined />}
                disabled={disabled}
                onClick={() => onChange(answers.filter((_, at) => at !== index))}
              />
            </Flex>
            <Select
              mode="tags"
              aria-label="相似问法"
              placeholder="相似问法：输入后回车"
              value={answer.similarQuestions}
              disabled={disabled}
              open={false}
              onChange={(similarQuestions: string[]) => change(index, { similarQuestions })}
            />
            <Input.TextArea
              aria-label="回答"
              placeholder="机器人的回答"
              value={answer.answer}
              maxLength={300}
              autoSize={{ minRows: 1, maxRows: 4 }}
              disabled={disabled}
              onChange={(event) => change(index, { answer: event.target.value })}
            />
          </Flex>
        </Card>
      ))}
      <Flex gap={8} wrap align="center">
        <Button
          icon={<PlusOutlined />}
          disabled={disabled}
          onClick={() => onChange([...answers, { question: '', similarQuestions: [], answer: '' }])}
        >
          添加问答
        </Button>
        {missing.length > 0 && (
          <>
            <Typography.Text type="secondary">常见问题：</Typography.Text>
            {missing.map((common) => (
              <Button
                key={common.question}
                size="small"
                disabled={disabled}
                onClick={() => onChange([...answers, common])}
              >
                {common.question}
              </Button>
            ))}
          </>
        )}
      </Flex>
    </Flex>
  );
}
