import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Empty, Flex, Input, Tooltip, Typography } from 'antd';
import { type AnswerDraft, answerProblem, newAnswer } from './answer-drafts';

export interface AnswerListProps {
  answers: AnswerDraft[];
  /** The situation tags offered: the shared list and the project's own. */
  situations: string[];
  /** Only answers of this situation are shown (null: all). */
  filter: string | null;
  disabled: boolean;
  showProblems: boolean;
  onChange(answers: AnswerDraft[]): void;
  /** Called the first time a tag select opens (the one-time hint). */
  onEditTag(): void;
}

/** The answers of a fallback set: a situation tag (pick or type a new one) and the words. */
export function AnswerList(props: AnswerListProps) {
  const { answers, filter, disabled, onChange } = props;
  const replace = (id: string, changed: AnswerDraft) =>
    onChange(answers.map((answer) => (answer.id === id ? changed : answer)));
  const shown = filter ? answers.filter((answer) => answer.situation === filter) : answers;
  const options = [...new Set([...props.situations, ...answers.map((answer) => answer.situation)])]
    .filter((tag) => tag.trim() !== '')
    .map((tag) => ({ value: tag, label: tag }));
  const add = (
    <Button
      type="dashed"
      icon={<PlusOutlined />}
      disabled={disabled}
      block={shown.length > 0}
      onClick={() => onChange([...answers, newAnswer(filter ?? undefined)])}
    >
      添加回答
    </Button>
  );
  if (shown.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="这个场景还没有回答"
        style={{ padding: '24px 0' }}
      >
        {add}
      </Empty>
    );
  }
  return (
    <Flex vertical gap={10}>
      {shown.map((answer, index) => {
        const problem = props.showProblems ? answerProblem(answer) : null;
        return (
          <Flex key={answer.id} gap={10} align="flex-start">
            <Typography.Text type="secondary" style={{ width: 20, paddingTop: 5, textAlign: 'right' }}>
              {index + 1}
            </Typography.Text>
            <AutoComplete
              aria-label={`第${index + 1}条回答的场景`}
              value={answer.situation}
              options={options}
              disabled={disabled}
              maxLength={10}
              style={{ width: 130, flex: 'none' }}
              placeholder="场景标签"
              onFocus={props.onEditTag}
              onChange={(situation: string) => replace(answer.id, { ...answer, situation })}
            />
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Input.TextArea
                aria-label={`第${index + 1}条回答`}
                value={answer.text}
                disabled={disabled}
                maxLength={300}
                autoSize={{ minRows: 1, maxRows: 4 }}
                placeholder="机器人说的话，例如：这个问题我还在学习，您可以换个说法问我"
                status={problem ? 'error' : undefined}
                onChange={(event) => replace(answer.id, { ...answer, text: event.target.value })}
              />
              {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
            </Flex>
            <Tooltip title="删除">
              <Button
                type="text"
                danger
                aria-label={`删除第${index + 1}条回答`}
                icon={<DeleteOutlined />}
                disabled={disabled}
                onClick={() => onChange(answers.filter((other) => other.id !== answer.id))}
              />
            </Tooltip>
          </Flex>
        );
      })}
      {add}
    </Flex>
  );
}
