import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Drawer, Flex, Form, Input, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import {
  DEFAULT_WORK_DAYS,
  FACE_GROUP_MSG,
  FACE_GROUP_PURPOSE_NAMES,
  FACE_GROUP_PURPOSES,
  type FaceGroupFields,
  type FaceGroupSummary,
  faceGroupWorkDays,
  GREETING_MAX,
  GREETING_NAME,
} from '../../shared/api/face-groups';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { zodFieldRule } from '../project/list/zod-field-rule';
import { faceGroupApi } from './face-group-api';
import { FACE_GROUP_KEYS } from './face-group-queries';
import { WORK_DAY_OPTIONS } from './face-work-days';

export interface FaceGroupFormDrawerProps {
  projectId: string;
  open: boolean;
  /** The group being edited; none: a new one. */
  editing?: FaceGroupSummary;
  onClose(): void;
  onSaved(group: FaceGroupSummary): void;
}

const PURPOSE_OPTIONS = FACE_GROUP_PURPOSES.map((value) => ({
  value,
  label: FACE_GROUP_PURPOSE_NAMES[value],
}));
const EMPTY: FaceGroupFields = {
  name: '',
  description: '',
  purpose: 'STAFF',
  greeting: '',
  workStart: null,
  workEnd: null,
  workDays: DEFAULT_WORK_DAYS,
};
/** A working-hours field: the form keeps 'HH:mm', the picker shows a time. */
const clockField = {
  getValueProps: (value: string | null) => ({ value: value ? dayjs(`2000-01-01T${value}`) : null }),
  normalize: (value: Dayjs | null) => value?.format('HH:mm') ?? null,
};

/** 新建人脸库 / 编辑人脸库: its name, purpose, the greeting the robot says, working hours and days, a description. */
export function FaceGroupFormDrawer({
  projectId,
  open,
  editing,
  onClose,
  onSaved,
}: FaceGroupFormDrawerProps) {
  const [form] = Form.useForm<FaceGroupFields>();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (open) form.setFieldsValue(editing ? { ...EMPTY, ...editing } : EMPTY);
  }, [open, editing, form]);
  const save = useMutation({
    mutationFn: (fields: FaceGroupFields) =>
      editing ? faceGroupApi.edit(editing.id, fields) : faceGroupApi.create(projectId, fields),
    onSuccess: (group) => {
      feedback.success(editing ? FACE_GROUP_MSG.saved : FACE_GROUP_MSG.created);
      void queryClient.invalidateQueries({ queryKey: FACE_GROUP_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onSaved(group);
    },
  });
  const insertName = () =>
    form.setFieldValue(
      'greeting',
      `${form.getFieldValue('greeting') ?? ''}${GREETING_NAME}`.slice(0, GREETING_MAX),
    );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={480}
      title={`${editing ? '编辑' : '新建'}人脸库`}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {editing ? '保存' : '创建'}
          </Button>
        </Flex>
      }
    >
      <Form<FaceGroupFields> form={form} layout="vertical" onFinish={(fields) => save.mutate(fields)}>
        <Form.Item
          name="name"
          label="人脸库名称"
          rules={[
            { required: true, whitespace: true, message: '请输入人脸库名称' },
            { max: 30, message: '人脸库名称不能超过30个字符' },
          ]}
        >
          <Input placeholder="如：展厅员工、年卡会员" maxLength={30} showCount autoFocus />
        </Form.Item>
        <Form.Item
          name="purpose"
          label="用途"
          rules={[{ required: true, message: '请选择用途' }]}
          extra="员工、VIP 与常客识别后问候；黑名单识别后提醒安保，不主动问候。"
        >
          <Select options={PURPOSE_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="问候语"
          extra={
            <Flex justify="space-between" align="center">
              <span>机器人识别到库中的人时说的话，{GREETING_NAME} 会换成这个人的姓名。</span>
              <Button size="small" type="link" onClick={insertName}>
                插入姓名
              </Button>
            </Flex>
          }
        >
          <Form.Item
            name="greeting"
            noStyle
            rules={[{ max: GREETING_MAX, message: `问候语不能超过${GREETING_MAX}个字符` }]}
          >
            <Input.TextArea
              aria-label="问候语"
              placeholder={`如：${GREETING_NAME}，早上好`}
              maxLength={GREETING_MAX}
              showCount
              rows={2}
            />
          </Form.Item>
        </Form.Item>
        <Flex gap={12}>
          <Form.Item name="workStart" label="上班时间" style={{ flex: 1 }} {...clockField}>
            <TimePicker format="HH:mm" minuteStep={5} placeholder="不考勤" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="workEnd"
            label="下班时间"
            style={{ flex: 1 }}
            dependencies={['workStart']}
            {...clockField}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: string | null) => {
                  const start = getFieldValue('workStart') as string | null;
                  if (!start && !value) return Promise.resolve();
                  if (start && value && start < value) return Promise.resolve();
                  return Promise.reject(new Error('请填写上班与下班时间，且下班晚于上班'));
                },
              }),
            ]}
          >
            <TimePicker format="HH:mm" minuteStep={5} placeholder="不考勤" style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="workDays"
          label="工作日"
          extra="其余日子考勤记为休息，不计缺勤与迟到。"
          rules={[zodFieldRule(faceGroupWorkDays)]}
        >
          <Checkbox.Group options={WORK_DAY_OPTIONS} />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[{ max: 200, message: '描述不能超过200个字符' }]}>
          <Input.TextArea
            placeholder="这个人脸库收录哪些人，识别后做什么"
            maxLength={200}
            showCount
            rows={3}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
