import type { FastifyInstance } from 'fastify';
import {
  DEVICE_LINK,
  EVENTS_BODY_LIMIT_BYTES,
  type EventBatchAnswer,
  eventBatchBody,
  type RobotEvent,
} from '../../src/shared/api/device-link';
import { ok } from '../../src/shared/api/envelope';
import type { AppContext } from '../context';
import { conversationTurns, visitorEvents } from '../db/schema';
import { validate } from '../http/validate';
import type { DeviceGate, DeviceIdentity } from './device-gate';

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
  unknown: event.unknown,
  sessionId: event.sessionId,
});

const visitorRow = (device: DeviceIdentity, event: Visitor) => ({
  deviceId: device.id,
  eventId: event.id,
  projectId: device.projectId,
  occurredAt: new Date(event.at),
  kind: event.kind,
  dwellSeconds: event.dwellSeconds,
  faceGroup: event.faceGroup,
});

/**
 * POST events: a batch of conversation turns and visitor events. (device, event id) is each
 * row's key and a conflict stores nothing, so a retried batch, or one that repeats an id,
 * is stored once; the answer tells how many were new.
 */
export function eventsCall(app: FastifyInstance, context: AppContext, gate: DeviceGate): void {
  app.post(DEVICE_LINK.events, { bodyLimit: EVENTS_BODY_LIMIT_BYTES }, async (request) => {
    const device = await gate.authenticate(request);
    const { events } = validate(eventBatchBody, request.body);
    const conversations = events.filter((event): event is Conversation => event.type === 'conversation');
    const visitors = events.filter((event): event is Visitor => event.type === 'visitor');
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
            .values(visitors.map((event) => visitorRow(device, event)))
            .onConflictDoNothing()
            .returning({ eventId: visitorEvents.eventId })
        : [];
      return turns.length + seen.length;
    });
    return ok<EventBatchAnswer>({ stored, duplicates: events.length - stored });
  });
}
