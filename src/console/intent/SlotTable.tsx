import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { INTENT_LIMITS, INTENT_MSG, type IntentDetail } from '../../shared/api/intents';
import { feedback } from '../app/feedback';
import { intentApi } from './intent-api';
import { useDictionaryOptions } from './intent-options';
import { useIntentSaved } from './intent-queries';
import { slotColor } from './slot-colors';
import { newSlotRow, rowsOfSlots, type SlotRow, slotsOfRows } from './slot-rows';

/**
 * 槽位: the intent's slots edited as a table — name, the dictionary it is filled from, required
 * and the follow-up question asked when it is missing — and saved together. Renaming keeps the
 * marks in the examples; removing a slot removes its marks.
 */
export function SlotTable({ intent, editable }: { intent: IntentDetail; editable: boolean }) {
  const saved = useIntentSaved();
  const [rows, setRows] = useState<SlotRow[]>(() => rowsOfSlots(intent.slots));
  const [dirty, setDirty] = useState(false);
  const [dictionarySearch, setDictionarySearch] = useState('');
  const dictionaries = useDictionaryOptions(intent.projectId, dictionarySearch);
  // Another change of the intent (an example marked) answers its slots again: shown unless being edited.
  useEffect(() => {
    if (!dirty) setRows(rowsOfSlots(intent.slots));
  }, [intent.slots, dirty]);

  const save = useMutation({
    mutationFn: () => {
      const checked = slotsOfRows(rows);
      if ('problem' in checked) throw new Error(checked.problem);
      return intentApi.saveSlots(intent.id, checked.slots);
    },
    onSuccess: (next) => {
      feedback.success(INTENT_MSG.slotsSaved);
      setDirty(false);
      setRows(rowsOfSlots(next.slots));
      saved(next);
    },
    onError: (error) => {
      // The request layer has already shown a server refusal; a local problem is shown here.
      if (!('kind' in error)) feedback.error(error.message);
    },
  });
  const update = (key: string, change: Partial<SlotRow>) => {
    setDirty(true);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };
  const names = rows.map((row) => row.name.trim());
  const known = new Map((dictionaries.data ?? []).map((option) => [option.value, option.label]));
  const optionsFor = (row: SlotRow) => {
    const options = (dictionaries.data ?? []).map((option) => ({
      value: option.value,
      label: option.enabled ? option.label : `${option.label}（已停用）`,
    }));
    if (row.dictionaryId && !known.has(row.dictionaryId)) {
      options.unshift({ value: row.dictionaryId, label: row.dictionaryName ?? '已选词典' });
    }
    return options;
  };

  const slotRow = (row: SlotRow) => (
    <Flex key={row.key} vertical gap={8} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex align="center" gap={8}>
        <span
          aria-hidden
          style={{
            width: 10,
            height: 10,
            borderRadius: 2,
            flex: 'none',
            background: slotColor(names, row.name.trim()).border,
          }}
        />
        <Input
          aria-label="槽位名"
          placeholder="槽位名，如：地点"
          value={row.name}
          maxLength={20}
          disabled={!editable}
          onChange={(event) => update(row.key, { name: event.target.value })}
          style={{ flex: '1 1 120px', minWidth: 0 }}
        />
        <Select
          aria-label="槽位的词典"
          placeholder="取值词典"
          allowClear
          showSearch={{ filterOption: false, onSearch: setDictionarySearch }}
          loading={dictionaries.isFetching}
          value={row.dictionaryId ?? undefined}
          options={optionsFor(row)}
          disabled={!editable}
          status={row.dictionaryId ? undefined : 'warning'}
          onChange={(value: string | undefined) =>
            update(row.key, {
              dictionaryId: value ?? null,
              dictionaryName: value ? (known.get(value) ?? null) : null,
            })
          }
          style={{ flex: '1 1 140px', minWidth: 0 }}
        />
        <Checkbox
          checked={row.required}
          disabled={!editable}
          onChange={(event) => update(row.key, { required: event.target.checked })}
          style={{ flex: 'none' }}
        >
          必填
        </Checkbox>
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`删除槽位${row.name}`}
          disabled={!editable}
          onClick={() => {
            setDirty(true);
            setRows((current) => current.filter((one) => one.key !== row.key));
          }}
        />
      </Flex>
      {row.required && (
        <Input
          aria-label="追问话术"
          prefix={<Typography.Text type="secondary">追问</Typography.Text>}
          placeholder="缺少该槽位时机器人的追问，如：您想去哪里？"
          value={row.followUp}
          maxLength={100}
          disabled={!editable}
          status={row.followUp.trim() ? undefined : 'warning'}
          onChange={(event) => update(row.key, { followUp: event.target.value })}
          style={{ marginInlineStart: 18, width: 'calc(100% - 18px)' }}
        />
      )}
    </Flex>
  );

  return (
    <Card
      styles={{ body: rows.length > 0 ? { paddingTop: 4 } : {} }}
      title={`槽位（${intent.slots.length}）`}
      extra={
        editable && (
          <Flex gap={8}>
            {dirty && (
              <Button
                size="small"
                onClick={() => {
                  setRows(rowsOfSlots(intent.slots));
                  setDirty(false);
                }}
              >
                还原
              </Button>
            )}
            <Button
              size="small"
              type="primary"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              保存槽位
            </Button>
          </Flex>
        )
      }
      style={{ marginBottom: 16 }}
    >
      {rows.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          还没有槽位：添加槽位并选择词典后，可在例句中把词标注为槽位。
        </Typography.Paragraph>
      ) : (
        rows.map(slotRow)
      )}
      {editable && (
        <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={rows.length >= INTENT_LIMITS.slots}
            onClick={() => {
              setDirty(true);
              setRows((current) => [...current, newSlotRow()]);
            }}
          >
            添加槽位
          </Button>
          {dirty && (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              槽位有改动，保存后生效
            </Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}
