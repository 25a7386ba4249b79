import { CloudServerOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { differingPages } from './differing-pages';
import type { Conflict } from './server-save';
import { VersionCard } from './VersionCard';
import { VersionChoiceDialog } from './VersionChoiceDialog';

export type ConflictChoice = 'keep-mine' | 'take-theirs' | 'save-copy';

export interface ConflictDialogProps {
  conflict: Conflict | null;
  onChoose: (choice: ConflictChoice) => Promise<void>;
}

/**
 * Someone saved this configuration while the designer was editing: both versions side by side,
 * and three ways out, none of which loses an edit silently (taking theirs stays undoable).
 */
export function ConflictDialog({ conflict, onChoose }: ConflictDialogProps) {
  const [busy, setBusy] = useState<ConflictChoice | null>(null);
  const choose = async (choice: ConflictChoice) => {
    setBusy(choice);
    try {
      await onChoose(choice);
    } finally {
      setBusy(null);
    }
  };
  if (!conflict) return null;
  const { mine, theirs } = conflict;
  const differing = differingPages(mine.doc, theirs.document);
  return (
    <VersionChoiceDialog
      title="这个配置已被其他人修改"
      notice={{
        type: 'warning',
        text: `${theirs.updatedBy || '其他人'} 在你编辑期间保存了新版本${
          differing.length > 0 ? `，不同的页面：${differing.map((page) => page.name).join('、')}` : ''
        }。保留我的版本会覆盖服务器上的版本；采用服务器上的版本后，仍可用撤销找回你的修改。`,
      }}
      aside={
        <Button onClick={() => choose('save-copy')} loading={busy === 'save-copy'} disabled={busy !== null}>
          将我的版本另存为副本
        </Button>
      }
      actions={
        <>
          <Button
            onClick={() => choose('take-theirs')}
            loading={busy === 'take-theirs'}
            disabled={busy !== null}
          >
            采用服务器上的版本
          </Button>
          <Button
            type="primary"
            onClick={() => choose('keep-mine')}
            loading={busy === 'keep-mine'}
            disabled={busy !== null}
          >
            保留我的版本
          </Button>
        </>
      }
    >
      <VersionCard
        heading="我的版本"
        badge={
          <Tag icon={<EditOutlined />} color="blue">
            本地编辑
          </Tag>
        }
        name={mine.name}
        doc={mine.doc}
        changedAt={mine.editedAt}
        pageId={differing[0]?.id}
      />
      <VersionCard
        heading="服务器上的版本"
        badge={
          <Tag icon={<CloudServerOutlined />} color="orange">
            第 {theirs.version} 版
          </Tag>
        }
        name={theirs.name}
        doc={theirs.document}
        changedAt={Date.parse(theirs.updatedAt)}
        by={theirs.updatedBy}
        pageId={differing[0]?.id}
      />
    </VersionChoiceDialog>
  );
}
