import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Flex, Form, Input, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { REVIEW_REASON_MAX, type ReviewDecideBody, type ReviewItem } from '../../shared/api/uc-account';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { REVIEW_KEYS, reviewApi } from './review-api';
import { KIND_VIEW, REVIEW_STATUS_VIEW, submissionSubject } from './review-view';
import { SubmittedPicture } from './SubmittedPicture';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

function pictures(item: ReviewItem) {
  return item.kind === 'personal'
    ? [
        { path: item.idFrontImage, label: '身份证人像面' },
        { path: item.idBackImage, label: '身份证国徽面' },
      ]
    : [{ path: item.licenceImage, label: '营业执照' }];
}

/** One submission: what was sent, the pictures, and for a pending one the decision (a refusal needs a reason). */
export function ReviewDrawer({ item, onClose }: { item: ReviewItem | null; onClose: () => void }) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const close = () => {
    setRefusing(false);
    form.resetFields();
    onClose();
  };
  const decide = useMutation({
    mutationFn: (body: ReviewDecideBody) => reviewApi.decide(body),
    onSuccess: () => {
      feedback.success(MSG.reviewDone);
      void queryClient.invalidateQueries({ queryKey: REVIEW_KEYS.all });
      close();
    },
  });

  if (!item) return <Drawer open={false} />;
  const subject = submissionSubject(item);
  const personal = item.kind === 'personal';

  const approve = () =>
    modal.confirm({
      title: personal ? '通过个人认证' : '通过企业认证',
      content: personal
        ? `确认「${subject.name}」的身份信息真实有效？`
        : `通过后将创建企业「${subject.name}」，申请人成为企业管理员并拥有全部功能权限。`,
      okText: '通过',
      cancelText: '取消',
      onOk: () =>
        decide.mutateAsync({ id: item.id, kind: item.kind, decision: 'PASSED' }).catch(() => undefined),
    });

  const refuse = ({ reason }: { reason: string }) =>
    decide.mutate({ id: item.id, kind: item.kind, decision: 'NO', reason: reason.trim() });

  return (
    <Drawer
      open
      size={640}
      title={`${KIND_VIEW[item.kind].text} · ${subject.name}`}
      onClose={close}
      footer={
        item.status === 'PENDING' && (
          <Flex justify="flex-end" gap={12}>
            {refusing ? (
              <>
                <Button onClick={() => setRefusing(false)}>取消</Button>
                <Button danger type="primary" loading={decide.isPending} onClick={() => form.submit()}>
                  确认驳回
                </Button>
              </>
            ) : (
              <>
                <Button danger icon={<CloseOutlined />} onClick={() => setRefusing(true)}>
                  驳回
                </Button>
                <Button type="primary" icon={<CheckOutlined />} onClick={approve}>
                  通过
                </Button>
              </>
            )}
          </Flex>
        )
      }
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'kind',
            label: '认证类型',
            children: <Tag color={KIND_VIEW[item.kind].color}>{KIND_VIEW[item.kind].text}</Tag>,
          },
          {
            key: 'submitter',
            label: '申请人',
            children: `${item.submitter.nickname}（${item.submitter.account}）`,
          },
          { key: 'name', label: personal ? '真实姓名' : '企业名称', children: subject.name },
          { key: 'code', label: personal ? '身份证号' : '营业执照注册号', children: subject.code },
          { key: 'submitted', label: '提交时间', children: time(item.submittedAt) },
          {
            key: 'status',
            label: '审核状态',
            children: (
              <Tag color={REVIEW_STATUS_VIEW[item.status].color}>{REVIEW_STATUS_VIEW[item.status].text}</Tag>
            ),
          },
          ...(item.status === 'PENDING'
            ? []
            : [{ key: 'reviewed', label: '审核时间', children: time(item.reviewedAt) }]),
          ...(item.reason ? [{ key: 'reason', label: '驳回原因', children: item.reason }] : []),
        ]}
      />
      <Typography.Title level={5} style={{ margin: '24px 0 12px' }}>
        证件照片
      </Typography.Title>
      <Flex gap={16} wrap>
        {pictures(item).map((picture) => (
          <SubmittedPicture key={picture.label} path={picture.path} label={picture.label} />
        ))}
      </Flex>
      {refusing && (
        <Form form={form} layout="vertical" onFinish={refuse} style={{ marginTop: 24 }}>
          <Form.Item
            name="reason"
            label="驳回原因"
            rules={[{ required: true, whitespace: true, message: MSG.reviewReasonRequired }]}
          >
            <Input.TextArea
              autoFocus
              rows={4}
              maxLength={REVIEW_REASON_MAX}
              showCount
              placeholder="请说明需要申请人修改的内容，例如：身份证照片模糊，请重新上传清晰照片"
            />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
