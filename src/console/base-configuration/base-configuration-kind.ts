import {
  BASE_CONFIGURATION_MSG,
  type BaseConfigurationSummary,
  baseConfigurationCreateBody,
} from '../../shared/api/base-configurations';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { baseConfigurationApi, renameBaseConfiguration } from './base-configuration-api';
import { baseConfigurationPaths } from './base-configuration-paths';
import { BASE_CONFIGURATION_KEYS, useBaseConfigurationPage } from './base-configuration-queries';

/** Base configurations (基础配置) as a project resource kind (type BUTTOM). */
export const BASE_CONFIGURATION_KIND: ResourceKind<BaseConfigurationSummary> = {
  type: 'BUTTOM',
  noun: '基础配置',
  title: '基础配置',
  summary:
    '机器人的唤醒词、语言、屏保、工作时间、显示的页面、发音人与音量。按设备或设备标签指定；设备单独指定优先于标签，其余设备用项目默认。',
  paths: baseConfigurationPaths,
  usePage: useBaseConfigurationPage,
  refreshKey: BASE_CONFIGURATION_KEYS.all,
  enable: {
    call: baseConfigurationApi.enable,
    messages: BASE_CONFIGURATION_MSG,
    effect: '停用后它不再适用于任何设备：这些设备改用标签或项目默认的基础配置。',
  },
  nameForm: {
    create: baseConfigurationApi.create,
    created: BASE_CONFIGURATION_MSG.created,
    nameRule: baseConfigurationCreateBody.shape.name,
    withDescription: true,
    edit: renameBaseConfiguration,
    saved: BASE_CONFIGURATION_MSG.saved,
  },
  remove: {
    call: baseConfigurationApi.remove,
    effect: () => '删除后，它指定的设备改用标签或项目默认的基础配置。',
  },
};
