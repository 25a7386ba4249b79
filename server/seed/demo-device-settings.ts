import { and, eq } from 'drizzle-orm';
import { DEFAULT_BASE_SETTINGS } from '../../src/shared/api/base-configurations';
import type { Database } from '../db/database';
import {
  baseConfigurations,
  personaAnswers,
  personalResources,
  personas,
  settingTargets,
} from '../db/schema';
import { demoProjectOf } from './demo-fleet';

/**
 * Gives the demo project a base configuration for its exhibition robots (tag 展厅) and a persona
 * every robot speaks as (the project default), so 基础配置, 设备人设 and the device list show them
 * in use. Written once: a project that has either keeps what its users made of them.
 */
export async function ensureDemoDeviceSettings(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  const ofProject = eq(personalResources.projectId, project.id);
  const existing = await tx.$count(
    personalResources,
    and(ofProject, eq(personalResources.kind, 'BASE_CONFIG')),
  );
  if (existing > 0) return;
  const owner = { projectId: project.id, tenantId, userId: null, createdAt: now, updatedAt: now };
  const [hall, guide] = await tx
    .insert(personalResources)
    .values([
      {
        ...owner,
        kind: 'BASE_CONFIG',
        name: '展厅默认',
        description: '展厅讲解机器人：开馆时间工作，闭馆后休眠。',
      },
      { ...owner, kind: 'PERSONA', name: '展厅讲解员小智', description: '亲切、耐心的展厅讲解员。' },
    ])
    .returning({ id: personalResources.id });
  await tx.insert(baseConfigurations).values({
    ...DEFAULT_BASE_SETTINGS,
    resourceId: hall.id,
    wakeWord: '你好小智',
    // The demo's robots are simulated at any hour: a working day to midnight keeps them awake.
    workStart: '00:00',
    workEnd: '24:00',
    volume: 55,
  });
  await tx.insert(personas).values({
    resourceId: guide.id,
    robotName: '小智',
    age: 3,
    gender: 'FEMALE',
    greeting: '您好，欢迎来到展厅！有什么可以帮您？',
    introduction: '我是展厅讲解员小智，可以为您讲解展品、带路，也能回答参观的问题。',
  });
  const answers: [string, string[], string][] = [
    ['你是谁', ['你叫什么名字', '怎么称呼你'], '我是展厅讲解员小智，很高兴为您服务！'],
    ['你几岁了', ['你多大了', '你的年龄是多少'], '我今年三岁啦，是展厅里最年轻的讲解员。'],
    [
      '你会做什么',
      ['你有什么功能', '你能帮我做什么'],
      '我会讲解展品、带您去想去的展区，还能回答参观的问题。',
    ],
  ];
  await tx.insert(personaAnswers).values(
    answers.map(([question, similarQuestions, answer], position) => ({
      personaId: guide.id,
      position,
      question,
      similarQuestions,
      answer,
    })),
  );
  await tx.insert(settingTargets).values([
    { resourceId: hall.id, projectId: project.id, kind: 'BASE_CONFIG', tag: '展厅' },
    { resourceId: guide.id, projectId: project.id, kind: 'PERSONA' },
  ]);
}
