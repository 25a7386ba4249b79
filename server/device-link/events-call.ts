import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  DEVICE_LINK,
  EVENTS_BODY_LIMIT_BYTES,
  type EventBatchAnswer,
  eventBatchEnvelope,
  type RefusedEvent,
  type RobotEvent,
  robotEvent,
} from '../../src/shared/api/device-link';
import { ok } from '../../src/shared/api/envelope';
import type { AppContext } from '../context';
import { conversationTurns, visitorEvents } from '../db/schema';
import { peopleOfProject } from '../faces/project-people';
import { userFacingMessage, validate } from '../http/validate';
import type { DeviceGate, DeviceIdentity } from './device-gate';
import { type SceneRun, storeSceneRuns } from './scene-run-events';

type Conversation = Extract<RobotEvent, { type: 'conversation' }>;
type Visitor = Extract<RobotEvent, { type: 'visitor' }>;

const conversationRow = (device: DeviceIdentity, event: Conversation) => ({
  deviceId: device.id,
  eventId: event.id,
  projectId: device.projectId,
  occurredAt: new Date(event.at),
  question: event.question,
  answer: event.answer,
  matched: event.matched,
  intent: event.intent,
  unknown: event.unknown,
  score: event.score,
  sessionId: event.sessionId,
});

const visitorRow = (device: DeviceIdentity, event: Visitor, people: Set<string>) => ({
  deviceId: device.id,
  eventId: event.id,
  projectId: device.projectId,
  occurredAt: new Date(event.at),
  kind: event.kind,
  dwellSeconds: event.dwellSeconds,
  faceGroup: event.faceGroup,
  personId: event.personId && people.has(event.personId) ? event.personId : null,
  thumbnail: event.thumbnail ?? null,
});

/** Why an event was refused: the contract's Chinese text, else the field that is wrong. */
function reasonOf(issue: z.core.$ZodIssue | undefined): string {
  const message = userFacingMessage(issue?.message);
  const field = issue?.path.join('.');
  return issue?.message === message || !field ? message : `${message}：字段 ${field}`;
}

/** Sorts a batch's items into valid events and refusals, each refusal with its index and id. */
function checkEach(items: unknown[]): { events: RobotEvent[]; refused: RefusedEvent[] } {
  const events: RobotEvent[] = [];
  const refused: RefusedEvent[] = [];
  items.forEach((item, index) => {
    const parsed = robotEvent.safeParse(item);
    if (parsed.success) events.push(parsed.data);
    else {
      const id = (item as { id?: unknown } | null)?.id;
      refused.push({
        index,
        id: typeof id === 'string' ? id : null,
        reason: reasonOf(parsed.error.issues[0]),
      });
    }
  });
  return { events, refused };
}

/**
 * POST events: a batch of conversation turns and visitor events. Each event is checked on its
 * own: the valid ones are stored and each refused one is named (index, id, reason), so a robot
 * drops exactly those; only a batch that is not a list of 1–200 items is refused whole (400).
 * (device, event id) is each row's key and a conflict stores nothing, so a retried batch, or one
 * that repeats an id, is stored once (as first sent); the answer tells how many were new.
 */
export function eventsCall(app: FastifyInstance, context: AppContext, gate: DeviceGate): void {
  app.post(DEVICE_LINK.events, { bodyLimit: EVENTS_BODY_LIMIT_BYTES }, async (request) => {
    const device = await gate.authenticate(request);
    const { events, refused } = checkEach(validate(eventBatchEnvelope, request.body).events);
    const conversations = events.filter((event): event is Conversation => event.type === 'conversation');
    const visitors = events.filter((event): event is Visitor => event.type === 'visitor');
    const people = await peopleOfProject(
      context.db,
      device.projectId,
      visitors.map((event) => event.personId),
    );
    const stored = await context.db.transaction(async (tx) => {
      const turns = conversations.length
        ? await tx
            .insert(conversationTurns)
            .values(conversations.map((event) => conversationRow(device, event)))
            .onConflictDoNothing()
            .returning({ eventId: conversationTurns.eventId })
        : [];
      const seen = visitors.length
        ? await tx
            .insert(visitorEvents)
            .values(visitors.map((event) => visitorRow(device, event, people)))
            .onConflictDoNothing()
            .returning({ eventId: visitorEvents.eventId })
        : [];
      const runs = await storeSceneRuns(
        tx,
        device,
        events.filter((event): event is SceneRun => event.type === 'sceneRun'),
      );
      return turns.length + seen.length + runs;
    });
    return ok<EventBatchAnswer>({ stored, duplicates: events.length - stored, refused });
  });
}
