import { Alert } from 'antd';

/** Above a refused submission's form: the reviewer's reason. */
export function RefusalNotice({ reason }: { reason: string | null }) {
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 24 }}
      title="认证未通过，请根据审核意见修改后重新提交"
      description={`审核意见：${reason ?? '资料不符合要求'}`}
    />
  );
}
