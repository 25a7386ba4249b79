import { Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { QA_LIMITS } from '../../shared/api/qa';

export interface PairTagsModalProps {
  open: boolean;
  count: number;
  saving: boolean;
  onSave(tags: string[]): void;
  onClose(): void;
}

/** Tags added to every selected pair (each keeps its own). */
export function PairTagsModal({ open, count, saving, onSave, onClose }: PairTagsModalProps) {
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    if (open) setTags([]);
  }, [open]);
  const tooLong = tags.some((tag) => tag.length > QA_LIMITS.tag);
  return (
    <Modal
      open={open}
      title="添加标签"
      okText="添加"
      cancelText="取消"
      okButtonProps={{ disabled: tags.length === 0 || tooLong }}
      confirmLoading={saving}
      onOk={() => onSave(tags)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        为选中的 {count} 条问答添加标签，已有标签保留。
      </Typography.Paragraph>
      <Select
        mode="tags"
        style={{ width: '100%' }}
        aria-label="标签"
        placeholder="输入标签后回车"
        value={tags}
        onChange={(next: string[]) =>
          setTags(
            next
              .map((tag) => tag.trim())
              .filter(Boolean)
              .slice(0, QA_LIMITS.tags),
          )
        }
        open={false}
        status={tooLong ? 'error' : undefined}
      />
      {tooLong && <Typography.Text type="danger">标签不能超过{QA_LIMITS.tag}个字符</Typography.Text>}
    </Modal>
  );
}
