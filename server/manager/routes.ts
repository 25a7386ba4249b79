import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { FileStorage } from '../storage/file-storage';
import { actionCalls } from './action/action-calls';
import { actionKind } from './action/action-kind';
import { deviceCalls } from './device/device-calls';
import { deviceSettingsCalls } from './device-settings/device-settings-calls';
import { dictionaryCalls } from './dictionary/dictionary-calls';
import { dictionaryKind } from './dictionary/dictionary-kind';
import { entryCalls } from './dictionary/entry-calls';
import { entryImportCalls } from './dictionary/entry-import-calls';
import { homepageCreateCalls } from './homepage/homepage-create-calls';
import { homepageDeleteCall } from './homepage/homepage-delete-call';
import { homepageEditCall } from './homepage/homepage-edit-call';
import { homepageReadCalls } from './homepage/homepage-read-calls';
import { homepageReleaseCall } from './homepage/homepage-release-call';
import { playerCall } from './homepage/player-call';
import { intentContentCalls } from './intent/intent-content-calls';
import { intentKind } from './intent/intent-kind';
import { mapCalls } from './map/map-calls';
import { pointCalls } from './map/point-calls';
import { myPageCalls } from './my-pages/my-page-calls';
import { operationCalls } from './operation/operation-calls';
import { overviewCalls } from './overview/overview-calls';
import { projectCalls } from './projects/project-calls';
import { qaCalls } from './qa/qa-calls';
import { answerRefusalWithData } from './refusal';
import { resourceCalls } from './resource/resource-calls';
import { resourceKindCalls } from './resource-kit/resource-kind-calls';
import { fallbackCalls } from './reveal/fallback-calls';
import { fallbackKind } from './reveal/fallback-kind';
import { sceneSkillSurface } from './scene-skill/scene-skill-surface';
import { skillStoreCalls } from './skill-store/skill-store-calls';
import { storeSkillKind } from './skill-store/store-skill-kind';
import { speakerCalls } from './speaker/speaker-calls';
import { speakerKind } from './speaker/speaker-kind';
import { watchKnowledgeWrites } from './test-chat/knowledge-write-watch';
import { testChatCall } from './test-chat/test-chat-call';

/**
 * The manager/v1 calls of projects and screen configurations, as a plugin: its error handler
 * answers refusals that carry data (a 409's server copy, a document's problems) and hands every
 * other error to the app's.
 */
export function managerRoutes(context: AppContext, storage: FileStorage) {
  return async (app: FastifyInstance): Promise<void> => {
    app.setErrorHandler(answerRefusalWithData);
    watchKnowledgeWrites(app, context);
    projectCalls(app, context, storage);
    resourceCalls(app, context);
    homepageReadCalls(app, context);
    homepageCreateCalls(app, context);
    homepageEditCall(app, context);
    homepageReleaseCall(app, context);
    homepageDeleteCall(app, context);
    myPageCalls(app, context);
    playerCall(app, context);
    deviceCalls(app, context);
    resourceKindCalls(app, context, speakerKind);
    speakerCalls(app, context);
    await qaCalls(app, context);
    resourceKindCalls(app, context, actionKind);
    actionCalls(app, context);
    resourceKindCalls(app, context, fallbackKind);
    fallbackCalls(app, context);
    resourceKindCalls(app, context, dictionaryKind);
    dictionaryCalls(app, context);
    entryCalls(app, context);
    await app.register(entryImportCalls(context));
    resourceKindCalls(app, context, intentKind);
    intentContentCalls(app, context);
    deviceSettingsCalls(app, context);
    resourceKindCalls(app, context, storeSkillKind);
    skillStoreCalls(app, context);
    sceneSkillSurface(app, context);
    mapCalls(app, context);
    pointCalls(app, context);
    overviewCalls(app, context);
    operationCalls(app, context);
    testChatCall(app, context);
  };
}
