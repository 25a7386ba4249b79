import { MessageOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FALLBACK_MODE_NAMES, type FallbackMode, UNRECOGNISED } from '../../shared/api/fallback';
import { type FallbackTurnState, pickFallback } from '../../shared/fallback/pick-fallback';
import type { AnswerDraft } from './answer-drafts';

interface Given {
  turn: number;
  situation: string;
  text: string;
}

/**
 * 预览: asks the set as a robot would when nothing matched in a situation, and shows the answer
 * (下一条回答), with the same pick the robots use — so 轮流 is seen walking the answers in order.
 * The unsaved answers are previewed; changing them starts the turn again.
 */
export function FallbackPreview({
  answers,
  mode,
  situations,
}: {
  answers: AnswerDraft[];
  mode: FallbackMode;
  situations: string[];
}) {
  const [situation, setSituation] = useState<string>(UNRECOGNISED);
  const [turnState, setTurnState] = useState<FallbackTurnState>({});
  const [given, setGiven] = useState<Given[]>([]);
  const usable = answers.filter((answer) => answer.text.trim() !== '' && answer.situation !== '');
  const signature = JSON.stringify([mode, usable]);
  useEffect(() => {
    // A change of the answers or the mode starts the turn again.
    void signature;
    setTurnState({});
    setGiven([]);
  }, [signature]);

  const next = () => {
    const pick = pickFallback({ enabled: true, mode, answers: usable }, situation, turnState);
    if (!pick) return;
    setTurnState(pick.turnState);
    setGiven((old) =>
      [{ turn: old.length + 1, situation: pick.situation, text: pick.answer.text }, ...old].slice(0, 6),
    );
  };
  const reset = () => {
    setTurnState({});
    setGiven([]);
  };

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <MessageOutlined /> 回答预览
        </Flex>
      }
      extra={<Tag>{FALLBACK_MODE_NAMES[mode]}</Tag>}
    >
      <Flex vertical gap={12}>
        <Flex gap={8}>
          <Select
            aria-label="预览场景"
            value={situation}
            style={{ flex: 1 }}
            options={situations.map((tag) => ({ value: tag, label: tag }))}
            onChange={(chosen) => {
              setSituation(chosen);
              reset();
            }}
          />
          <Button type="primary" onClick={next} disabled={usable.length === 0}>
            下一条回答
          </Button>
          <Button
            aria-label="重新开始"
            icon={<ReloadOutlined />}
            onClick={reset}
            disabled={given.length === 0}
          />
        </Flex>
        {given.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              usable.length === 0 ? '添加回答后可以预览' : '点击「下一条回答」，看看机器人会怎么说'
            }
          />
        ) : (
          <Flex vertical gap={8} aria-live="polite">
            {given.map((entry, index) => (
              <Flex key={entry.turn} vertical gap={2} style={{ opacity: index === 0 ? 1 : 0.55 }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  第 {entry.turn} 次 · {entry.situation}
                  {entry.situation !== situation ? `（“${situation}”没有回答，改用它）` : ''}
                </Typography.Text>
                <div
                  data-testid={index === 0 ? 'fallback-preview-answer' : undefined}
                  style={{
                    background: index === 0 ? '#e6f4ff' : '#f5f5f5',
                    borderRadius: '4px 12px 12px 12px',
                    padding: '8px 12px',
                  }}
                >
                  {entry.text}
                </div>
              </Flex>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
