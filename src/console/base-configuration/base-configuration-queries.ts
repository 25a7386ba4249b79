import type { ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage } from '../components/resource-kit/resource-queries';
import { baseConfigurationApi } from './base-configuration-api';

export const BASE_CONFIGURATION_KEYS = { all: ['base-configuration'] as const };

export const useBaseConfigurationPage = (query: ProjectListQuery) =>
  useResourcePage(BASE_CONFIGURATION_KEYS.all, baseConfigurationApi.page, query);

export const useBaseConfigurationDetail = (id: string) =>
  useResourceDetail(BASE_CONFIGURATION_KEYS.all, baseConfigurationApi.detail, id);
