import { Card } from 'antd';
import { useParams } from 'react-router-dom';
import {
  BASE_CONFIGURATION_MSG,
  type BaseConfigurationSummary,
  baseConfigurationEditBody,
  baseSettings,
} from '../../shared/api/base-configurations';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { DraftButtons, SettingPage } from '../device-settings/SettingPage';
import { useSettingDraft } from '../device-settings/use-setting-draft';
import { parseProjectID } from '../project/project-id';
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
  return (
    <SettingPage
      frame={frame}
      row={row}
      noun="基础配置"
      nameRule={baseConfigurationEditBody.shape.name}
      draft={draft}
      editable={editable}
    >
      <Card title="设置" extra={<DraftButtons draft={draft} flags={flags} />}>
        <BaseSettingsForm
          projectId={frame.projectId}
          value={draft.own}
          onChange={draft.setOwn}
          disabled={!editable}
        />
      </Card>
    </SettingPage>
  );
}
