import {
  BulbOutlined,
  CheckCircleOutlined,
  PlusOutlined,
  RobotOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Flex,
  Segmented,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import {
  MARK_STATE_LABELS,
  MARK_STATES,
  type MarkBody,
  type MarkGroup,
  type MarkState,
} from '../../shared/api/operation';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { RemoteSelect } from '../components/RemoteSelect';
import { type Paging, tablePaging } from '../components/table-paging';
import { TestChatButton } from '../test-chat/TestChatButton';
import { MarkPrompt } from './MarkPrompt';
import { NewPairModal } from './NewPairModal';
import { useOperationFilter } from './OperationFilters';
import { OperationFrame } from './OperationFrame';
import styles from './OperationScreens.module.css';
import { pairOptions, useMark, useMarkPage } from './operation-api';

/** A mark as the screen makes it; the project is added when it is sent. */
type MarkAction = MarkBody extends infer Body
  ? Body extends unknown
    ? Omit<Body, 'projectId'>
    : never
  : never;

const time = (at: string) => dayjs(at).format('MM-DD HH:mm');

const MARKED_TEXT: Record<MarkAction['action'], string> = {
  SIMILAR: '已标注，机器人现在能回答这个问题了',
  NEW_PAIR: '问答已创建，机器人现在能回答这些问题了',
  IGNORE: '已忽略',
};

const EMPTY_TEXT: Record<MarkState, string> = {
  PENDING: '这段时间没有待标注的问题，机器人都答上了，而且答得有把握',
  MARKED: '这段时间还没有标注过的问题',
  IGNORED: '这段时间没有忽略的问题',
};

/** What can be done with a group, or what was decided about it. */
function Decision({
  group,
  projectId,
  onMark,
  onNewPair,
}: {
  group: MarkGroup;
  projectId: string;
  onMark(body: MarkAction): void;
  onNewPair(questions: string[]): void;
}) {
  if (group.state === 'MARKED')
    return (
      <Flex vertical gap={2}>
        <Typography.Text>
          <CheckCircleOutlined style={{ color: '#16a34a' }} />{' '}
          {group.markedPair === group.question
            ? '已新建为问答'
            : `已加为「${group.markedPair ?? '已删除的问答'}」的相似问`}
        </Typography.Text>
        <Typography.Text type="secondary">标注后机器人答上 {group.answeredSince} 次</Typography.Text>
      </Flex>
    );
  if (group.state === 'IGNORED') return <Typography.Text type="secondary">已忽略</Typography.Text>;
  const otherPair = (
    <RemoteSelect
      size="small"
      aria-label={`为「${group.question}」选择其他问答`}
      placeholder={group.suggestions.length === 0 ? '没有相近的问答，搜索问答库…' : '都不对？搜索其他问答…'}
      fetchOptions={pairOptions(projectId)}
      value={null}
      onChange={(pairId) =>
        onMark({ action: 'SIMILAR', pairId: String(pairId), questions: [group.question] })
      }
      style={{ width: '100%' }}
    />
  );
  return (
    <Flex vertical gap={6}>
      {group.suggestions.map((suggestion) => (
        <Flex key={suggestion.pairId} align="center" gap={8} className={styles.suggestion}>
          <Tooltip
            title={`问答库「${suggestion.libraryName}」· 相近度 ${Math.round(suggestion.score * 100)}%`}
          >
            <Typography.Text ellipsis className={styles.suggestionText}>
              <BulbOutlined style={{ color: '#f59e0b' }} /> {suggestion.question}
            </Typography.Text>
          </Tooltip>
          {suggestion.followedBy > 0 && (
            <Tooltip title="访客问完这句，紧接着就问到了这条问答（点了机器人屏幕上的「您是不是想问」，或换了个说法）：多半就是他们想问的">
              <Tag color="green" icon={<UserOutlined />} className={styles.followedBy}>
                访客随后问到 {suggestion.followedBy} 次
              </Tag>
            </Tooltip>
          )}
          <Button
            size="small"
            type="primary"
            ghost
            aria-label={`将「${group.question}」加为「${suggestion.question}」的相似问`}
            onClick={() =>
              onMark({ action: 'SIMILAR', pairId: suggestion.pairId, questions: [group.question] })
            }
          >
            加为相似问
          </Button>
        </Flex>
      ))}
      <Flex gap={8} align="center">
        <div style={{ flex: 1, minWidth: 0 }}>{otherPair}</div>
        <Button
          size="small"
          icon={<PlusOutlined />}
          aria-label={`用「${group.question}」新建问答`}
          onClick={() => onNewPair([group.question])}
        >
          新建问答
        </Button>
      </Flex>
    </Flex>
  );
}

function MarkList({ projectId, projectID }: { projectId: string; projectID: string }) {
  const { message } = App.useApp();
  const [state, setState] = useState<MarkState>('PENDING');
  const [paging, setPaging] = useState<Paging>({ pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const firstPage = () => {
    setPaging((current) => ({ ...current, pageNo: 0 }));
    setSelected([]);
  };
  const { filter, bar } = useOperationFilter(projectId, firstPage);
  const groups = useMarkPage(filter, state, paging);
  const marking = useMark();
  const data = groups.data;
  const [newPair, setNewPair] = useState<string[]>([]);
  const submit = (body: MarkAction) =>
    marking.mutate(
      { ...body, projectId },
      {
        onSuccess: () => {
          setSelected([]);
          setNewPair([]);
          void message.success(MARKED_TEXT[body.action]);
        },
      },
    );
  const selectedQuestions = () =>
    (data?.content ?? []).filter((group) => selected.includes(group.key)).map((group) => group.question);
  // Marking the last group of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    if (data?.content.length === 0 && paging.pageNo > 0)
      setPaging((current) => ({ ...current, pageNo: current.pageNo - 1 }));
  }, [data, paging.pageNo]);
  const columns: TableColumnsType<MarkGroup> = [
    {
      title: '访客的问题',
      key: 'question',
      render: (_, group) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{group.question}</Typography.Text>
          <Flex gap={4} wrap>
            {group.count > group.lowScore && (
              <Tag color="red" bordered={false}>
                没答上 {group.count - group.lowScore} 次
              </Tag>
            )}
            {group.lowScore > 0 && (
              <Tooltip title="机器人答了，但把握不高，可能答非所问">
                <Tag color="orange" bordered={false}>
                  答得没把握 {group.lowScore} 次
                </Tag>
              </Tooltip>
            )}
            {group.robots.map((robot) => (
              <Tag key={robot} icon={<RobotOutlined />} bordered={false}>
                {robot}
              </Tag>
            ))}
          </Flex>
        </Flex>
      ),
    },
    {
      title: '首次 / 最近',
      key: 'time',
      width: 130,
      render: (_, group) => (
        <Typography.Text type="secondary">
          {time(group.firstAt)}
          <br />
          {time(group.lastAt)}
        </Typography.Text>
      ),
    },
    {
      title: state === 'PENDING' ? '问答库里最接近的问答' : '标注结果',
      key: 'decision',
      width: 420,
      render: (_, group) => (
        <Decision group={group} projectId={projectId} onMark={submit} onNewPair={setNewPair} />
      ),
    },
    ...(state === 'PENDING'
      ? [
          {
            title: '操作',
            key: 'ignore',
            width: 80,
            render: (_: unknown, group: MarkGroup) => (
              <Button
                type="link"
                size="small"
                onClick={() => submit({ action: 'IGNORE', questions: [group.question] })}
              >
                忽略
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={16}>
      <MarkPrompt />
      {bar(
        <Segmented
          aria-label="标注状态"
          value={state}
          options={MARK_STATES.map((value) => ({ value, label: MARK_STATE_LABELS[value] }))}
          onChange={(value) => {
            setState(value);
            firstPage();
          }}
        />,
      )}
      <Card
        title={`${MARK_STATE_LABELS[state]}的问题`}
        extra={
          <Flex gap={8}>
            <TestChatButton projectId={projectId} projectID={projectID} />
            {state === 'PENDING' && selected.length > 0 && (
              <>
                <RemoteSelect
                  aria-label="批量加为相似问"
                  placeholder={`把选中的 ${selected.length} 个问题加为相似问…`}
                  fetchOptions={pairOptions(projectId)}
                  value={null}
                  onChange={(pairId) =>
                    submit({ action: 'SIMILAR', pairId: String(pairId), questions: selectedQuestions() })
                  }
                  style={{ width: 260 }}
                />
                <Button icon={<PlusOutlined />} onClick={() => setNewPair(selectedQuestions())}>
                  合并为新问答
                </Button>
                <Button
                  loading={marking.isPending}
                  onClick={() => submit({ action: 'IGNORE', questions: selectedQuestions() })}
                >
                  批量忽略（{selected.length}）
                </Button>
              </>
            )}
          </Flex>
        }
      >
        <Table
          rowKey="key"
          columns={columns}
          dataSource={data?.content ?? []}
          loading={groups.isFetching || marking.isPending}
          rowSelection={
            state === 'PENDING'
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
              : undefined
          }
          pagination={tablePaging(paging, data?.totalElements ?? 0, setPaging)}
          locale={{ emptyText: <EmptyPlaceholder height={320} text={EMPTY_TEXT[state]} /> }}
        />
      </Card>
      <NewPairModal
        projectId={projectId}
        questions={newPair}
        saving={marking.isPending}
        onSave={(fields) => submit({ action: 'NEW_PAIR', questions: newPair, ...fields })}
        onClose={() => setNewPair([])}
      />
    </Flex>
  );
}

/** /home/operation-platform/mark/:projectID? — 问答标注: teach the robots what they could not answer. */
export default function MarkScreen() {
  return (
    <OperationFrame
      page="mark"
      title="问答标注"
      summary="标注机器人没答上或答得没把握的问题，标注后机器人立刻就能回答。"
    >
      {(projectId, projectID) => <MarkList key={projectId} projectId={projectId} projectID={projectID} />}
    </OperationFrame>
  );
}
