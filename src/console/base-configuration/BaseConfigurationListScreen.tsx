import { Typography } from 'antd';
import { type BaseConfigurationSummary, LANGUAGE_NAMES } from '../../shared/api/base-configurations';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import * as kit from '../components/resource-kit/resource-columns';
import { TargetsSummary } from '../device-settings/TargetsSummary';
import { BASE_CONFIGURATION_KIND } from './base-configuration-kind';

/**
 * /home/project-management/:projectID/base-configuration — the project's base configurations:
 * wake word, working hours and volume at a glance, and whom each applies to.
 */
export default function BaseConfigurationListScreen() {
  return (
    <ResourceListScreen<BaseConfigurationSummary>
      kind={BASE_CONFIGURATION_KIND}
      scrollX={1120}
      columns={(table) => [
        kit.nameColumn('基础配置', table, { origin: kit.withOrigin }),
        {
          title: '唤醒词 · 语言',
          key: 'wake',
          width: 150,
          render: (_, row) => `${row.settings.wakeWord} · ${LANGUAGE_NAMES[row.settings.language]}`,
        },
        {
          title: '工作时间',
          key: 'hours',
          width: 120,
          render: (_, row) => (
            <Typography.Text>
              {row.settings.workStart}–{row.settings.workEnd}
            </Typography.Text>
          ),
        },
        { title: '音量', key: 'volume', width: 70, render: (_, row) => row.settings.volume },
        {
          title: '应用于',
          key: 'targets',
          width: 260,
          render: (_, row) => <TargetsSummary targets={row.targets} deviceCount={row.deviceCount} />,
        },
        kit.stateColumn(),
        kit.actionsColumn(table, { open: '编辑' }),
      ]}
    />
  );
}
