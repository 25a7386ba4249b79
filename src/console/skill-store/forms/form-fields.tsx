import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { WEEKDAY_NAMES } from '../../../shared/skill-store/skill-schedule';
import { useProjectPoints } from '../../map/map-queries';
import { useProjectFlags } from '../../project/use-project-flags';

type Name = (string | number)[];

/** An HH:mm field as antd's time picker. */
export function TimeField({ name, label }: { name: Name; label?: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      noStyle={!label}
      getValueProps={(value: string | undefined) => ({ value: value ? dayjs(`2000-01-01T${value}`) : null })}
      normalize={(value: Dayjs | null) => (value ? value.format('HH:mm') : '')}
    >
      <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} aria-label={label ?? '时间'} />
    </Form.Item>
  );
}

export function WeekdaysField({ name, label = '星期' }: { name: Name; label?: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Checkbox.Group options={WEEKDAY_NAMES.map((day, index) => ({ label: day, value: index + 1 }))} />
    </Form.Item>
  );
}

/** Windows of the day, each start–end, with whatever else a window carries (`extra`). */
export function WindowsField({
  name,
  label,
  add,
  extra,
}: {
  name: Name;
  label: string;
  add: Record<string, unknown>;
  extra?(field: number): ReactNode;
}) {
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(fields, { add: addOne, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="center" wrap>
                <TimeField name={[field.name, 'start']} />
                <span>至</span>
                <TimeField name={[field.name, 'end']} />
                {extra?.(field.name)}
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label="删除时段"
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => addOne(add)} style={{ alignSelf: 'flex-start' }}>
              添加时段
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Which days and windows a skill runs in. */
export function ScheduleFields({ name = ['schedule'] }: { name?: Name }) {
  return (
    <>
      <WeekdaysField name={[...name, 'days']} />
      <WindowsField name={[...name, 'windows']} label="时段" add={{ start: '09:00', end: '17:00' }} />
    </>
  );
}

/** The project's map points as a select, grouped by map; `only` keeps one type (the charging piles). */
export function PointSelect({
  only,
  ...props
}: {
  only?: string;
  value?: string;
  onChange?(value: string): void;
}) {
  const { projectId } = useProjectFlags();
  const maps = useProjectPoints(projectId);
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="选择点位"
      aria-label="选择点位"
      loading={maps.isLoading}
      style={{ minWidth: 180 }}
      options={(maps.data ?? []).map((map) => ({
        label: `${map.mapName}${map.floor ? `（${map.floor}）` : ''}`,
        title: map.mapName,
        options: map.points
          .filter((point) => !only || point.type === only)
          .map((point) => ({ value: point.id, label: point.name })),
      }))}
    />
  );
}
