import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { INTENT_LIMITS, INTENT_MSG, type IntentDetail, replyVariables } from '../../shared/api/intents';
import { feedback } from '../app/feedback';
import { intentApi } from './intent-api';
import { useActionOptions } from './intent-options';
import { useIntentSaved } from './intent-queries';
import { slotColor } from './slot-colors';

/**
 * 回复与动作: what the robot says when the intent matches — slot variables such as {地点} are
 * inserted at the cursor and filled in from what the visitor said — and the action it performs.
 */
export function ReplyCard({ intent, editable }: { intent: IntentDetail; editable: boolean }) {
  const saved = useIntentSaved();
  const [reply, setReply] = useState(intent.reply);
  const [actionId, setActionId] = useState<string | null>(intent.actionId);
  const [actionSearch, setActionSearch] = useState('');
  const actions = useActionOptions(intent.projectId, actionSearch);
  const textArea = useRef<TextAreaRef>(null);
  useEffect(() => {
    setReply(intent.reply);
    setActionId(intent.actionId);
  }, [intent.reply, intent.actionId]);

  const save = useMutation({
    mutationFn: () =>
      intentApi.edit(intent.id, {
        name: intent.name,
        description: intent.description,
        reply: reply.trim(),
        actionId,
      }),
    onSuccess: (next) => {
      feedback.success(INTENT_MSG.saved);
      saved(next);
    },
  });
  const slotNames = intent.slots.map((slot) => slot.name);
  const unknown = replyVariables(reply).filter((name) => !slotNames.includes(name));
  const changed = reply.trim() !== intent.reply || actionId !== intent.actionId;

  const insert = (name: string) => {
    const element = textArea.current?.resizableTextArea?.textArea;
    const at = element?.selectionStart ?? reply.length;
    const end = element?.selectionEnd ?? at;
    const next = `${reply.slice(0, at)}{${name}}${reply.slice(end)}`;
    setReply(next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at + name.length + 2, at + name.length + 2);
    });
  };
  const actionOptions = (actions.data ?? []).map((option) => ({ value: option.value, label: option.label }));
  if (intent.actionId && !actionOptions.some((option) => option.value === intent.actionId)) {
    actionOptions.unshift({ value: intent.actionId, label: intent.actionName ?? '动作已删除' });
  }

  return (
    <Card
      title="回复与动作"
      extra={
        editable && (
          <Button
            size="small"
            type="primary"
            disabled={!changed || unknown.length > 0}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            保存
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    >
      <Form layout="vertical" disabled={!editable}>
        <Form.Item label="回复话术" style={{ marginBottom: 8 }}>
          <Input.TextArea
            ref={textArea}
            aria-label="回复话术"
            rows={3}
            value={reply}
            maxLength={INTENT_LIMITS.replyLength}
            showCount
            placeholder="匹配到意图时机器人说的话，如：好的，请跟我来，我们去{地点}"
            onChange={(event) => setReply(event.target.value)}
          />
        </Form.Item>
        <Flex wrap gap={6} align="center" style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            插入变量：
          </Typography.Text>
          {slotNames.length === 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              添加槽位后可插入
            </Typography.Text>
          ) : (
            slotNames.map((name) => {
              const color = slotColor(slotNames, name);
              return (
                <Tag.CheckableTag
                  key={name}
                  checked={false}
                  onChange={() => editable && insert(name)}
                  style={{
                    border: `1px dashed ${color.border}`,
                    color: color.text,
                    background: color.background,
                  }}
                >
                  {`{${name}}`}
                </Tag.CheckableTag>
              );
            })
          )}
        </Flex>
        {unknown.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`回复中的变量 ${unknown.map((name) => `{${name}}`).join('、')} 不是这个意图的槽位`}
          />
        )}
        <Form.Item
          label="执行动作"
          extra="可选：匹配后机器人执行的动作，如引领、展示页面"
          style={{ marginBottom: 0 }}
        >
          <Select
            aria-label="执行动作"
            allowClear
            placeholder="不执行动作"
            showSearch={{ filterOption: false, onSearch: setActionSearch }}
            loading={actions.isFetching}
            options={actionOptions}
            value={actionId ?? undefined}
            onChange={(value: string | undefined) => setActionId(value ?? null)}
            notFoundContent={actions.isError ? '无法读取动作列表' : '项目中还没有动作'}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
