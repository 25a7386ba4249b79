import { Modal } from 'antd';
import styles from './AuthLayout.module.css';
import { POLICY_SECTIONS, POLICY_TITLE } from './policy-text';

/** The agreement text, opened from the registration form; loaded only when asked for. */
export default function PolicyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={`《${POLICY_TITLE}》`}
      onCancel={onClose}
      onOk={onClose}
      okText="我已阅读"
      footer={(_, { OkBtn }) => <OkBtn />}
      width={640}
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto' } }}
    >
      {POLICY_SECTIONS.map((section) => (
        <section key={section.heading} className={styles.policySection}>
          <h3>{section.heading}</h3>
          <p>{section.body}</p>
        </section>
      ))}
    </Modal>
  );
}
