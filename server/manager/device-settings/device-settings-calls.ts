import type { FastifyInstance } from 'fastify';
import { appliedSettingsQuery, DEVICE_SETTINGS_API } from '../../../src/shared/api/device-settings';
import { ok } from '../../../src/shared/api/envelope';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { baseConfigurationKind } from '../base-configuration/base-configuration-kind';
import { deviceProject } from '../device/device-access';
import { resourceKindCalls } from '../resource-kit/resource-kind-calls';
import { personaKind } from '../robot-setting/persona-kind';
import { appliedSettings } from './applied-settings';

/**
 * 基础配置 and 设备人设: both kinds' usual calls, and GET applied — what applies to each device
 * of a project and why, for the device list (device management's menu and the project's accessAuth).
 */
export function deviceSettingsCalls(app: FastifyInstance, context: AppContext): void {
  resourceKindCalls(app, context, baseConfigurationKind);
  resourceKindCalls(app, context, personaKind);
  app.get(DEVICE_SETTINGS_API.applied, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(appliedSettingsQuery, request.query);
    const projectId = await deviceProject(context.db, user, query.projectId, 'accessAuth');
    return ok(await appliedSettings(context.db, projectId));
  });
}
