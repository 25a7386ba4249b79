import { ClearOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Empty, Image, Input, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { MAX_QUESTION_LENGTH, type MatchAnswer, type PendingIntent } from '../../shared/api/test-chat';
import { AnswerAsSaid } from './AnswerAsSaid';
import { MatchExplanation } from './MatchExplanation';
import { ShownPageName } from './ShownPageName';
import styles from './TestChatPanel.module.css';
import { testChatApi } from './test-chat-api';
import { useProjectRobotName } from './use-project-robot-name';

interface Exchange {
  id: number;
  question: string;
  result?: MatchAnswer;
  failure?: string;
}

export interface TestChatPanelProps {
  projectId: string;
  /** The project's route parameter (`{id}_{name}`), for the links to what matched. */
  projectID: string;
  /** Ask within this library only (the Q&A library's own test chat). */
  libraryId?: string;
  /** Answer personality questions as this device persona (its own page); else the project default's. */
  personaId?: string;
}

interface AnswerBubbleProps {
  result: MatchAnswer;
  projectId: string;
  /** The name a robot of the project says for ${robotName}. */
  robotName?: string;
  /** Asks one of a fallback's suggestions, as a visitor taps it on the robot's screen. */
  onPick: (question: string) => void;
  /** A question is on its way: a pick now would be dropped, so the suggestions wait. */
  asking: boolean;
}

function AnswerBubble({ result, projectId, robotName, onPick, asking }: AnswerBubbleProps) {
  const { answer } = result;
  return (
    <div className={`${styles.answer} ${result.unknown ? styles.fallback : ''}`} data-testid="robot-answer">
      {answer.text ? (
        <AnswerAsSaid text={answer.text} robotName={robotName} />
      ) : (
        <Typography.Text type="secondary">（没有文字回答）</Typography.Text>
      )}
      {answer.media?.kind === 'image' && (
        <div>
          <Image src={answer.media.url} alt={answer.media.name} width={160} style={{ marginTop: 8 }} />
        </div>
      )}
      {answer.media?.kind === 'video' && (
        // biome-ignore lint/a11y/useMediaCaption: an operator's own video, previewed without captions
        <video src={answer.media.url} controls width={240} style={{ marginTop: 8, display: 'block' }} />
      )}
      {result.suggestions.length > 0 && (
        <fieldset className={styles.suggestions} aria-label="您是不是想问">
          {result.suggestions.map((question, index) => (
            <Button key={question} size="small" disabled={asking} onClick={() => onPick(question)}>
              {/* The place a visitor may say instead (第二个); the button is named by its question. */}
              {result.suggestions.length > 1 && (
                <span className={styles.place} aria-hidden>
                  {index + 1}
                </span>
              )}
              {question}
            </Button>
          ))}
        </fieldset>
      )}
      {answer.page && (
        <div style={{ marginTop: 6 }}>
          <Tag>
            展示页面 <ShownPageName projectId={projectId} {...answer.page} />
          </Tag>
        </div>
      )}
    </div>
  );
}

/**
 * 测试对话: the operator types what a visitor might ask and sees the robot's answer and why it
 * matched (see MatchExplanation). A follow-up question (an intent missing a slot) is carried to
 * the next question, as a robot does. Nothing is recorded as a conversation.
 */
export function TestChatPanel({ projectId, projectID, libraryId, personaId }: TestChatPanelProps) {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<PendingIntent | null>(null);
  const nextId = useRef(0);
  const log = useRef<HTMLDivElement>(null);
  const ask = useMutation({ mutationFn: testChatApi.ask });
  const robotName = useProjectRobotName(projectId);
  // What the last fallback offered: the next question may pick one (第二个), as a robot hears it.
  const offered = exchanges.at(-1)?.result?.suggestions ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the log grows
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight, behavior: 'smooth' });
  }, [exchanges]);

  const send = async (picked?: string) => {
    const question = (picked ?? draft).trim();
    if (!question || ask.isPending) return;
    const id = nextId.current++;
    setExchanges((list) => [...list, { id, question }]);
    if (picked === undefined) setDraft('');
    const settle = (change: Partial<Exchange>) =>
      setExchanges((list) =>
        list.map((exchange) => (exchange.id === id ? { ...exchange, ...change } : exchange)),
      );
    try {
      const result = await ask.mutateAsync({ projectId, question, libraryId, personaId, pending, offered });
      setPending(result.pending);
      settle({ result });
    } catch (error) {
      settle({ failure: error instanceof Error && error.message ? error.message : '提问失败，请稍后重试' });
    }
  };

  const clear = () => {
    setExchanges([]);
    setPending(null);
  };

  return (
    <div className={styles.panel}>
      <div className={styles.log} ref={log} aria-live="polite" data-testid="test-chat-log">
        {exchanges.length === 0 && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              libraryId
                ? '输入访客可能问的问题，看看机器人会用本问答库里的哪条问答回答，以及为什么'
                : '输入访客可能问的问题，看看机器人会命中哪条问答或意图，以及为什么'
            }
          />
        )}
        {exchanges.map((exchange) => (
          <div key={exchange.id} className={styles.exchange}>
            <div className={styles.asked}>{exchange.question}</div>
            <div className={styles.turn}>
              {!exchange.result && !exchange.failure && (
                <div className={styles.answer}>
                  <Typography.Text type="secondary">思考中…</Typography.Text>
                </div>
              )}
              {exchange.failure && (
                <div className={`${styles.answer} ${styles.failed}`}>{exchange.failure}</div>
              )}
              {exchange.result && (
                <>
                  <AnswerBubble
                    result={exchange.result}
                    projectId={projectId}
                    robotName={robotName}
                    onPick={send}
                    asking={ask.isPending}
                  />
                  <MatchExplanation
                    question={exchange.question}
                    result={exchange.result}
                    projectID={projectID}
                  />
                </>
              )}
            </div>
          </div>
        ))}
      </div>
      <div className={styles.composer}>
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => send()}
          placeholder={
            pending
              ? '机器人在追问，请回答'
              : offered.length > 0
                ? '点选上面的问题，或像访客那样回答「第一个」'
                : '输入问题，按回车发送'
          }
          maxLength={MAX_QUESTION_LENGTH}
          aria-label="测试问题"
          allowClear
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => send()}
          loading={ask.isPending}
          disabled={!draft.trim()}
        >
          发送
        </Button>
        <Button
          icon={<ClearOutlined />}
          onClick={clear}
          disabled={exchanges.length === 0}
          aria-label="清空对话"
        >
          清空
        </Button>
      </div>
    </div>
  );
}
