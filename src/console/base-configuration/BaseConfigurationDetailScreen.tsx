import { Button, Card, Flex } from 'antd';
import { useParams } from 'react-router-dom';
import {
  BASE_CONFIGURATION_MSG,
  type BaseConfigurationSummary,
  baseConfigurationEditBody,
  baseSettings,
} from '../../shared/api/base-configurations';
import { DetailHeader } from '../components/resource-kit/DetailHeader';
import { NameFormModal } from '../components/resource-kit/NameFormModal';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { TargetsField } from '../device-settings/TargetsField';
import { TargetsSummary } from '../device-settings/TargetsSummary';
import { useSettingDraft } from '../device-settings/use-setting-draft';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { parseProjectID } from '../project/project-id';
import { PageContainer } from '../shell/PageContainer';
import { BaseSettingsForm } from './BaseSettingsForm';
import { baseConfigurationApi, baseConfigurationBody } from './base-configuration-api';
import { BASE_CONFIGURATION_KIND } from './base-configuration-kind';
import { BASE_CONFIGURATION_KEYS, useBaseConfigurationDetail } from './base-configuration-queries';

/**
 * /home/project-management/:projectID/base-configuration/:configuration — one base configuration:
 * its settings and whom it applies to, saved together.
 */
export default function BaseConfigurationDetailScreen() {
  const { configuration } = useParams();
  const { id } = parseProjectID(configuration);
  const frame = useResourceFrame(BASE_CONFIGURATION_KIND, useBaseConfigurationDetail(id));
  const row = frame.row;
  const draft = useSettingDraft({
    row,
    own: (loaded: BaseConfigurationSummary) => loaded.settings,
    schema: baseSettings,
    save: (loaded, settings, targets, name) =>
      baseConfigurationApi.edit(baseConfigurationBody(loaded, { settings, targets, name })),
    saved: BASE_CONFIGURATION_MSG.saved,
    refreshKey: BASE_CONFIGURATION_KEYS.all,
    onSaved: (saved) => (saved.name === row?.name ? frame.closeRename() : frame.renamed(saved)),
  });
  if (!row || !draft.own) return frame.placeholder;
  const flags = frame.flagsOf(row);
  const editable = flags.allows('editAuth');
  const actions = (
    <Flex gap={8}>
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
  return (
    <PageContainer>
      <DetailHeader
        frame={frame}
        row={row}
        subtitle={<TargetsSummary targets={row.targets} deviceCount={row.deviceCount} />}
      />
      <Flex gap={16} align="flex-start" wrap>
        <Card title="设置" extra={actions} style={{ flex: '2 1 560px', minWidth: 0 }}>
          <BaseSettingsForm
            projectId={frame.projectId}
            value={draft.own}
            onChange={draft.setOwn}
            disabled={!editable}
          />
        </Card>
        <Card title="应用于" style={{ flex: '1 1 320px', minWidth: 300 }}>
          <TargetsField
            projectId={frame.projectId}
            noun="基础配置"
            value={draft.targets}
            onChange={draft.setTargets}
            disabled={!editable}
          />
        </Card>
      </Flex>
      <NameFormModal
        open={frame.renaming}
        title="编辑基础配置信息"
        nameLabel="基础配置名称"
        nameRule={baseConfigurationEditBody.shape.name}
        initial={row}
        saving={draft.saving}
        onClose={frame.closeRename}
        onSave={(fields) => draft.save(fields.name)}
      />
      {frame.shareDialog}
    </PageContainer>
  );
}
