import { conversationTurns, visitorEvents } from '../../../db/schema';
import { localDate } from '../../overview/day-buckets';
import { insertDevice } from '../../overview/test-support/robot-data';
import { createProject } from '../../test-support/fixtures';
import type { Caller, ManagerTestApp } from '../../test-support/manager-test-app';

const MINUTE = 60_000;
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

/** A project with two robots: one visit on each today, the first recognised and talkative. */
export async function projectWithVisits(app: ManagerTestApp, caller: Caller) {
  const project = await createProject(app, caller, `访客项目${Math.random()}`);
  const expiresAt = at(app.clock.now(), 365 * 24 * 60);
  const hall = await insertDevice(app.db, project.id, { name: '大厅机器人', expiresAt });
  const gate = await insertDevice(app.db, project.id, { name: '门口机器人', expiresAt });
  const today = new Date(app.clock.now());
  today.setHours(10, 0, 0, 0);
  const event = (deviceId: string, eventId: string, minutes: number, kind: string, extra = {}) => ({
    deviceId,
    projectId: project.id,
    eventId,
    occurredAt: at(today, minutes),
    kind: kind as 'APPROACHED',
    ...extra,
  });
  await app.db
    .insert(visitorEvents)
    .values([
      event(hall, 'a1', 0, 'APPROACHED'),
      event(hall, 'r1', 1, 'RECOGNISED', { faceGroup: '员工库' }),
      event(hall, 'l1', 5, 'LEFT', { dwellSeconds: 300 }),
      event(gate, 'a2', 30, 'APPROACHED'),
      event(gate, 'l2', 31, 'LEFT', { dwellSeconds: 60 }),
    ]);
  const turn = (deviceId: string, eventId: string, minutes: number, question: string) => ({
    deviceId,
    projectId: project.id,
    eventId,
    occurredAt: at(today, minutes),
    question,
    answer: '好的',
    unknown: false,
  });
  await app.db
    .insert(conversationTurns)
    .values([
      turn(hall, 't1', 2, '洗手间在哪'),
      turn(hall, 't2', 3, '几点闭馆'),
      turn(hall, 't3', 10, '别的访客的问题'),
    ]);
  return { project, hall, gate, day: localDate(today) };
}

let asked = 0;

/**
 * Turns a robot had today at 11:00 on: each question with whether the robot was left without an
 * answer, and the answer's score when the robot said.
 */
export async function askedToday(
  app: ManagerTestApp,
  projectId: string,
  deviceId: string,
  questions: [question: string, unknown: boolean, score?: number, intent?: string][],
): Promise<void> {
  const eleven = new Date(app.clock.now());
  eleven.setHours(11, 0, 0, 0);
  await app.db.insert(conversationTurns).values(
    questions.map(([question, unknown, score, intent], index) => {
      asked += 1;
      return {
        deviceId,
        projectId,
        eventId: `asked-${asked}`,
        occurredAt: at(eleven, index),
        question,
        answer: unknown ? '这个问题我还不会' : '好的',
        unknown,
        intent: intent ?? null,
        score: score ?? null,
        sessionId: `visit-${asked % 2}`,
      };
    }),
  );
}
