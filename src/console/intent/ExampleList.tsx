import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, Input, List, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  INTENT_LIMITS,
  INTENT_MSG,
  type IntentDetail,
  type IntentExample,
  type SlotSpan,
} from '../../shared/api/intents';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { ExampleText } from './ExampleText';
import { carrySpans, markSpan, unmarkSpan } from './example-spans';
import { intentApi } from './intent-api';
import { useIntentSaved } from './intent-queries';

const PAGE_SIZE = 20;

/**
 * 例句: add what visitors say, edit or delete it, and mark its words as slots by selecting them.
 * Every change is saved at once and answers the intent as it now is.
 */
export function ExampleList({ intent, editable }: { intent: IntentDetail; editable: boolean }) {
  const saved = useIntentSaved();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const slotNames = intent.slots.map((slot) => slot.name);

  const add = useMutation({
    mutationFn: (text: string) => intentApi.addExample(intent.id, text),
    onSuccess: (next) => {
      feedback.success(INTENT_MSG.exampleAdded);
      setDraft('');
      saved(next);
    },
  });
  const change = useMutation({
    mutationFn: ({ id, text, slots }: { id: string; text: string; slots: SlotSpan[] }) =>
      intentApi.editExample(id, text, slots),
    onSuccess: (next) => {
      setEditing(null);
      saved(next);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => intentApi.removeExample(id),
    onSuccess: (next) => {
      feedback.success(MSG.deleted);
      saved(next);
    },
  });

  const submitDraft = () => {
    const text = draft.trim();
    if (text) add.mutate(text);
  };
  const saveText = (example: IntentExample) => {
    const text = editing?.text.trim() ?? '';
    if (!text || text === example.text) {
      setEditing(null);
      return;
    }
    change.mutate({ id: example.id, text, slots: carrySpans(example.text, text, example.slots) });
  };

  return (
    <Card
      title={`例句（${intent.examples.length}）`}
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          选中例句中的文字即可标注槽位
        </Typography.Text>
      }
    >
      {editable && (
        <Flex gap={8} style={{ marginBottom: 16 }}>
          <Input
            aria-label="新例句"
            placeholder="输入访客可能的说法，如：带我去展厅A，回车添加"
            value={draft}
            maxLength={INTENT_LIMITS.exampleLength}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={submitDraft}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={add.isPending}
            disabled={!draft.trim()}
            onClick={submitDraft}
          >
            添加
          </Button>
        </Flex>
      )}
      <List<IntentExample>
        dataSource={intent.examples}
        pagination={
          intent.examples.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small', align: 'center' } : false
        }
        locale={{
          emptyText: <EmptyPlaceholder height={220} size="small" text="还没有例句，先写几句访客会怎么说" />,
        }}
        renderItem={(example) => (
          <List.Item
            key={example.id}
            actions={
              editable && editing?.id !== example.id
                ? [
                    <Button
                      key="edit"
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={`修改例句「${example.text}」`}
                      onClick={() => setEditing({ id: example.id, text: example.text })}
                    />,
                    <Popconfirm
                      key="delete"
                      title="删除这条例句？"
                      okText="删除"
                      cancelText="取消"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove.mutateAsync(example.id).catch(() => undefined)}
                    >
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`删除例句「${example.text}」`}
                      />
                    </Popconfirm>,
                  ]
                : undefined
            }
          >
            {editing?.id === example.id ? (
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  autoFocus
                  aria-label="修改例句"
                  value={editing.text}
                  maxLength={INTENT_LIMITS.exampleLength}
                  onChange={(event) => setEditing({ id: example.id, text: event.target.value })}
                  onPressEnter={() => saveText(example)}
                  onKeyDown={(event) => event.key === 'Escape' && setEditing(null)}
                />
                <Button type="primary" loading={change.isPending} onClick={() => saveText(example)}>
                  保存
                </Button>
                <Button onClick={() => setEditing(null)}>取消</Button>
              </Space.Compact>
            ) : (
              <ExampleText
                text={example.text}
                spans={example.slots}
                slotNames={slotNames}
                editable={editable && !change.isPending}
                onMark={(span) => change.mutate({ ...example, slots: markSpan(example.slots, span) })}
                onUnmark={(start) => change.mutate({ ...example, slots: unmarkSpan(example.slots, start) })}
              />
            )}
          </List.Item>
        )}
      />
    </Card>
  );
}
