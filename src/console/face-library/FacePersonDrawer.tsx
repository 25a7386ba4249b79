import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Drawer, Flex, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { GREETING_NAME } from '../../shared/api/face-groups';
import {
  FACE_PERSON_MSG,
  type FacePerson,
  type FacePersonFields,
  PERSON_NAME_MAX,
  STAFF_NUMBER_MAX,
} from '../../shared/api/face-people';
import { feedback } from '../app/feedback';
import { FacePersonPhotos } from './FacePersonPhotos';
import { FACE_PEOPLE_KEYS, facePersonApi } from './face-person-api';

interface PersonForm {
  name: string;
  phone: string;
  staffNumber: string;
  greeting: string;
  valid: [Dayjs | null, Dayjs | null] | null;
}

export interface FacePersonDrawerProps {
  projectId: string;
  groupId: string;
  /** The group's greeting: what the robot says when the person has none of their own. */
  groupGreeting: string;
  open: boolean;
  /** The person being edited; null: a new one (the drawer then stays open on them for photos). */
  editing: FacePerson | null;
  onClose(): void;
}

const DAY = 'YYYY-MM-DD';
const toForm = (person: FacePerson | null): PersonForm => ({
  name: person?.name ?? '',
  phone: person?.phone ?? '',
  staffNumber: person?.staffNumber ?? '',
  greeting: person?.greeting ?? '',
  valid: [
    person?.validFrom ? dayjs(person.validFrom) : null,
    person?.validUntil ? dayjs(person.validUntil) : null,
  ],
});
const toFields = (form: PersonForm): FacePersonFields => ({
  name: form.name,
  phone: form.phone ?? '',
  staffNumber: form.staffNumber ?? '',
  greeting: form.greeting ?? '',
  validFrom: form.valid?.[0]?.format(DAY) ?? null,
  validUntil: form.valid?.[1]?.format(DAY) ?? null,
});

/** 新增人员 / 编辑人员: who the person is, what the robot says to them, until when, and their photos. */
export function FacePersonDrawer({
  projectId,
  groupId,
  groupGreeting,
  open,
  editing,
  onClose,
}: FacePersonDrawerProps) {
  const [form] = Form.useForm<PersonForm>();
  const queryClient = useQueryClient();
  const [person, setPerson] = useState<FacePerson | null>(editing);
  useEffect(() => {
    if (!open) return;
    setPerson(editing);
    form.setFieldsValue(toForm(editing));
  }, [open, editing, form]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: FACE_PEOPLE_KEYS.all });
  const save = useMutation({
    mutationFn: (fields: FacePersonFields) =>
      person ? facePersonApi.edit(person.id, fields) : facePersonApi.create(groupId, fields),
    onSuccess: (saved) => {
      feedback.success(person ? FACE_PERSON_MSG.saved : FACE_PERSON_MSG.created);
      refresh();
      if (person) onClose();
      else setPerson(saved);
    },
  });
  const sample = (person?.name || form.getFieldValue('name') || '王晓明') as string;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      title={person ? `编辑人员：${person.name}` : '新增人员'}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{person && !editing ? '完成' : '取消'}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {person ? '保存' : '添加并上传照片'}
          </Button>
        </Flex>
      }
    >
      <Form<PersonForm> form={form} layout="vertical" onFinish={(values) => save.mutate(toFields(values))}>
        <Form.Item
          name="name"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: FACE_PERSON_MSG.nameRequired },
            { max: PERSON_NAME_MAX, message: FACE_PERSON_MSG.nameTooLong },
          ]}
        >
          <Input placeholder="机器人称呼TA的名字" maxLength={PERSON_NAME_MAX} autoFocus />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item
            name="phone"
            label="手机号"
            style={{ flex: 1 }}
            rules={[{ pattern: /^1\d{10}$/, message: FACE_PERSON_MSG.phoneInvalid }]}
          >
            <Input placeholder="选填" maxLength={11} />
          </Form.Item>
          <Form.Item
            name="staffNumber"
            label="工号"
            style={{ flex: 1 }}
            rules={[{ max: STAFF_NUMBER_MAX, message: FACE_PERSON_MSG.staffNumberTooLong }]}
          >
            <Input placeholder="选填" maxLength={STAFF_NUMBER_MAX} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="greeting"
          label="专属问候语"
          extra={
            groupGreeting
              ? `留空时用人脸库的问候语：${groupGreeting.replaceAll(GREETING_NAME, sample)}`
              : '留空时不主动问候（人脸库没有问候语）'
          }
          rules={[{ max: 100, message: FACE_PERSON_MSG.greetingTooLong }]}
        >
          <Input.TextArea rows={2} maxLength={100} showCount placeholder={`如：${GREETING_NAME}，欢迎回来`} />
        </Form.Item>
        <Form.Item name="valid" label="有效期" extra="只在有效期内识别；不填表示长期有效。">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        照片
      </Typography.Title>
      {person ? (
        <FacePersonPhotos
          projectId={projectId}
          person={person}
          onChange={(change) => {
            setPerson((current) => current && { ...current, photos: change(current.photos) });
            refresh();
          }}
        />
      ) : (
        <Typography.Text type="secondary">
          添加人员后上传TA的照片：每张照片里只能有本人一张清晰的正脸。
        </Typography.Text>
      )}
    </Drawer>
  );
}
