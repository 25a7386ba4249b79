import { CheckCircleFilled, ClockCircleFilled } from '@ant-design/icons';
import { Descriptions, type DescriptionsProps, Result } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** A submission under review or passed: what was submitted and when, and what happens next. */
export function SubmissionResult({
  status,
  subject,
  submittedAt,
  facts,
  extra,
}: {
  status: 'PENDING' | 'PASSED';
  /** What was submitted: 个人认证 or 企业认证. */
  subject: string;
  submittedAt: string;
  facts: DescriptionsProps['items'];
  extra?: ReactNode;
}) {
  const pending = status === 'PENDING';
  return (
    <>
      <Result
        icon={
          pending ? (
            <ClockCircleFilled style={{ color: '#1f5fff' }} />
          ) : (
            <CheckCircleFilled style={{ color: '#52c41a' }} />
          )
        }
        title={pending ? `${subject}审核中` : `${subject}已通过`}
        subTitle={
          pending
            ? `提交于 ${dayjs(submittedAt).format('YYYY-MM-DD HH:mm')}，审核结果会通过消息中心通知你。`
            : '认证信息已通过平台审核。'
        }
        extra={extra}
      />
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={facts}
        style={{ maxWidth: 560, margin: '0 auto 32px' }}
      />
    </>
  );
}
