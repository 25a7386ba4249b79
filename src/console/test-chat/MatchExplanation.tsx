import { Progress, Space, Tag, Typography } from 'antd';
import type { MatchAnswer } from '../../shared/api/test-chat';
import { RouteLink } from '../components/RouteLink';
import { HighlightedText } from './HighlightedText';
import styles from './TestChatPanel.module.css';
import { matchedLink, runnerUpLink } from './test-chat-links';

const KIND = {
  qa: { color: 'blue', name: '问答' },
  intent: { color: 'purple', name: '意图' },
  persona: { color: 'cyan', name: '人设' },
  fallback: { color: 'orange', name: '兜底' },
} as const;

const percent = (score: number) => Math.round(score * 100);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <div>{children}</div>
    </div>
  );
}

/**
 * Why the robot answered as it did: what matched (the pair's standard question and the way of
 * asking that scored, the intent and its slots, or the fallback), the score against the
 * threshold, the words both sides share marked in each, the runners-up, and a link to fix it.
 */
export function MatchExplanation({
  question,
  result,
  projectID,
}: {
  question: string;
  result: MatchAnswer;
  projectID: string;
}) {
  const { matched } = result;
  const kind = KIND[matched.kind];
  return (
    <div className={styles.why} data-testid="match-explanation">
      <Row label="命中">
        <Space size={4} wrap>
          <Tag color={kind.color}>{kind.name}</Tag>
          {(matched.kind === 'qa' || matched.kind === 'persona') && (
            <>
              <Typography.Text strong>{matched.question}</Typography.Text>
              <Typography.Text type="secondary">
                （{matched.kind === 'qa' ? matched.libraryName : `设备人设「${matched.personaName}」`}）
              </Typography.Text>
            </>
          )}
          {matched.kind === 'intent' && <Typography.Text strong>{matched.intentName}</Typography.Text>}
          {matched.kind === 'fallback' && (
            <Typography.Text>
              {result.score >= result.threshold
                ? '没有把握：问题里有项目不知道的词，或几条回答一样接近'
                : '没有达到阈值的问答或意图'}
              （{matched.situation}）
            </Typography.Text>
          )}
        </Space>
      </Row>
      <Row label="得分">
        <Space size={8}>
          <Progress
            percent={percent(result.score)}
            size="small"
            style={{ width: 120, margin: 0 }}
            status={result.unknown ? 'exception' : 'success'}
            format={() => result.score.toFixed(2)}
          />
          <Typography.Text type="secondary">阈值 {result.threshold.toFixed(2)}</Typography.Text>
        </Space>
      </Row>
      {!result.unknown && (
        <>
          <Row label="问题">
            <HighlightedText text={question} ranges={result.highlights.question} />
          </Row>
          <Row label={matched.kind === 'intent' ? '例句' : '匹配问法'}>
            <span data-testid="matched-question">
              <HighlightedText
                text={
                  matched.kind === 'qa' || matched.kind === 'persona'
                    ? matched.matchedQuestion
                    : matched.kind === 'intent'
                      ? matched.example
                      : ''
                }
                ranges={result.highlights.matched}
              />
            </span>
          </Row>
        </>
      )}
      {matched.kind === 'intent' && (
        <Row label="槽位">
          <Space size={4} wrap>
            {matched.slots.map((slot) => (
              <Tag key={slot.name} color="green">
                {slot.name}：{slot.value}
                {slot.said !== slot.value ? `（${slot.said}）` : ''}
              </Tag>
            ))}
            {matched.missingSlot && <Tag color="red">缺少 {matched.missingSlot}，已追问</Tag>}
            {matched.slots.length === 0 && !matched.missingSlot && (
              <Typography.Text type="secondary">无</Typography.Text>
            )}
          </Space>
        </Row>
      )}
      {result.runnersUp.length > 0 && (
        <Row label={result.unknown ? '最接近' : '其他候选'}>
          <ul className={styles.runners}>
            {result.runnersUp.map((runner) => (
              <li key={`${runner.kind}-${runner.id}`}>
                <RouteLink name={runner.title} path={runnerUpLink(projectID, runner)} />
                <Typography.Text type="secondary">{runner.score.toFixed(2)}</Typography.Text>
              </li>
            ))}
          </ul>
        </Row>
      )}
      <Row label="">
        <RouteLink
          name={
            matched.kind === 'qa'
              ? '去修改这条问答'
              : matched.kind === 'intent'
                ? '去修改这个意图'
                : matched.kind === 'persona'
                  ? '去修改设备人设'
                  : '去设置兜底回答'
          }
          path={matchedLink(projectID, matched)}
        />
      </Row>
    </div>
  );
}
