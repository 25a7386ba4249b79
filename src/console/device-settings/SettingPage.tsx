import { Button, Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SettingTargets } from '../../shared/api/device-settings';
import { DetailHeader } from '../components/resource-kit/DetailHeader';
import { NameFormModal } from '../components/resource-kit/NameFormModal';
import type { ListRow } from '../components/resource-kit/resource-kind';
import type { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { FlaggedAction } from '../permissions/FlaggedAction';
import type { ResourceFlags } from '../permissions/resource-flags';
import { PageContainer } from '../shell/PageContainer';
import { TargetsField } from './TargetsField';
import { TargetsSummary } from './TargetsSummary';
import type { useSettingDraft } from './use-setting-draft';

type SettingRow = ListRow & { name: string; targets: SettingTargets; deviceCount: number };
type Draft = Pick<
  ReturnType<typeof useSettingDraft>,
  'dirty' | 'saving' | 'reset' | 'save' | 'targets' | 'setTargets'
>;

/** 还原 and 保存 of a setting page's draft (保存 needs editAuth on the row). */
export function DraftButtons({
  draft,
  flags,
  children,
}: {
  draft: Draft;
  flags: ResourceFlags;
  children?: ReactNode;
}) {
  return (
    <Flex gap={8}>
      {children}
      <Button disabled={!draft.dirty} onClick={draft.reset}>
        还原
      </Button>
      <FlaggedAction flags={flags} flag="editAuth">
        <Button type="primary" disabled={!draft.dirty} loading={draft.saving} onClick={() => draft.save()}>
          保存
        </Button>
      </FlaggedAction>
    </Flex>
  );
}

interface SettingPageProps<T extends SettingRow, D extends T> {
  frame: ReturnType<typeof useResourceFrame<T, D>>;
  row: D;
  /** 基础配置 or 设备人设. */
  noun: string;
  nameRule: z.ZodType;
  draft: Draft;
  editable: boolean;
  /** The kind's own cards, left of 应用于. */
  children: ReactNode;
}

/**
 * The page of a base configuration or a persona: the head (whom it applies to now), the kind's
 * own cards beside 应用于, and the rename saved with the draft.
 */
export function SettingPage<T extends SettingRow, D extends T>({
  frame,
  row,
  noun,
  nameRule,
  draft,
  editable,
  children,
}: SettingPageProps<T, D>) {
  return (
    <PageContainer>
      <DetailHeader
        frame={frame}
        row={row}
        subtitle={<TargetsSummary targets={row.targets} deviceCount={row.deviceCount} />}
      />
      <Flex gap={16} align="flex-start" wrap>
        <Flex vertical gap={16} style={{ flex: '2 1 560px', minWidth: 0 }}>
          {children}
        </Flex>
        <Card title="应用于" style={{ flex: '1 1 320px', minWidth: 300 }}>
          <TargetsField
            projectId={frame.projectId}
            noun={noun}
            value={draft.targets}
            onChange={draft.setTargets}
            disabled={!editable}
          />
        </Card>
      </Flex>
      <NameFormModal
        open={frame.renaming}
        title={`编辑${noun}信息`}
        nameLabel={`${noun}名称`}
        nameRule={nameRule}
        initial={row}
        saving={draft.saving}
        onClose={frame.closeRename}
        onSave={(fields) => draft.save(fields.name)}
      />
      {frame.shareDialog}
    </PageContainer>
  );
}
