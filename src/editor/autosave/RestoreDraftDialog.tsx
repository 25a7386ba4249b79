import { CloudServerOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { HomepageDetail } from '../../shared/api/homepage';
import { differingPages } from './differing-pages';
import type { RecoveredDraft } from './draft-log';
import { VersionCard } from './VersionCard';
import { VersionChoiceDialog } from './VersionChoiceDialog';

export interface RestoreDraftDialogProps {
  draft: RecoveredDraft;
  server: HomepageDetail;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Reopening after a crash or a closed tab: the unsaved local draft, offered back. */
export function RestoreDraftDialog({ draft, server, onRestore, onDiscard }: RestoreDraftDialogProps) {
  const serverMovedOn = server.version > draft.meta.serverVersion;
  const changedPage = differingPages(draft.doc, server.document)[0]?.id;
  return (
    <VersionChoiceDialog
      title="发现未保存的本地草稿"
      notice={{
        type: 'info',
        text: serverMovedOn
          ? '上次编辑的修改还没有保存到服务器，而服务器上的版本之后又被保存过。恢复草稿后保存时，你可以选择保留哪个版本。'
          : '上次编辑的修改还没有保存到服务器（页面被关闭或浏览器异常退出）。恢复后可以继续编辑并保存。',
      }}
      actions={
        <>
          <Button danger onClick={onDiscard}>
            放弃草稿
          </Button>
          <Button type="primary" onClick={onRestore}>
            恢复草稿
          </Button>
        </>
      }
    >
      <VersionCard
        heading="本地草稿"
        badge={
          <Tag icon={<HistoryOutlined />} color="blue">
            未保存
          </Tag>
        }
        name={draft.meta.name}
        doc={draft.doc}
        changedAt={draft.meta.updatedAt}
        pageId={changedPage}
      />
      <VersionCard
        heading="服务器上的版本"
        badge={
          <Tag icon={<CloudServerOutlined />} color="default">
            第 {server.version} 版
          </Tag>
        }
        name={server.name}
        doc={server.document}
        changedAt={Date.parse(server.updatedAt)}
        pageId={changedPage}
      />
    </VersionChoiceDialog>
  );
}
