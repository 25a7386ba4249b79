import { Modal, Typography } from 'antd';
import { POLICY_SECTIONS, POLICY_TITLE } from './policy-text';

export function PolicyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={`《${POLICY_TITLE}》`}
      onCancel={onClose}
      onOk={onClose}
      okText="我已阅读"
      cancelButtonProps={{ style: { display: 'none' } }}
      width={640}
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto' } }}
    >
      {POLICY_SECTIONS.map((section) => (
        <Typography key={section.heading}>
          <Typography.Title level={5}>{section.heading}</Typography.Title>
          <Typography.Paragraph type="secondary">{section.body}</Typography.Paragraph>
        </Typography>
      ))}
    </Modal>
  );
}
