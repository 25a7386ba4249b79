import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  exampleCreateBody,
  exampleEditBody,
  INTENT_API,
  INTENT_LIMITS,
  INTENT_MSG,
  intentIdQuery,
  intentSlotsBody,
  type SlotSpan,
  spanProblem,
} from '../../../src/shared/api/intents';
import { MSG } from '../../../src/shared/messages';
import type { ScopedUser } from '../../auth/authenticate';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { intentExamples, intents } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../audit';
import { isRowId } from '../row-id';
import { withUniqueName } from '../unique-name';
import { autoSpans } from './auto-mark';
import { intentAccess } from './intent-kind';
import { readIntent } from './intent-summary';
import { slotNamesOf } from './reply-check';
import { saveSlots } from './slot-save';

/** Locks the intent (one writer of its content at a time) and reads what the checks need. */
async function lockIntent(tx: Database, id: string) {
  const [intent] = await tx
    .select({ id: intents.id, projectId: intents.projectId, reply: intents.reply })
    .from(intents)
    .where(eq(intents.id, id))
    .for('update');
  if (!intent) throw notFound(INTENT_MSG.notFound);
  return intent;
}

/** Refuses (400) spans outside the text, overlapping, or naming no slot of the intent. */
async function requireValidSpans(tx: Database, intentId: string, text: string, spans: SlotSpan[]) {
  const problem = spanProblem(text, spans, await slotNamesOf(tx, intentId));
  if (problem) throw badRequest(problem);
  return [...spans].sort((a, b) => a.start - b.start);
}

/** The example `id`'s intent once the caller may edit it; an unknown example is 404. */
async function exampleIntent(db: Database, user: ScopedUser, id: string) {
  const [row] = isRowId(id)
    ? await db
        .select({ intentId: intentExamples.intentId })
        .from(intentExamples)
        .where(eq(intentExamples.id, id))
    : [];
  if (!row) {
    intentAccess.requireMenus(user);
    throw notFound(INTENT_MSG.exampleNotFound);
  }
  return { intentId: row.intentId, ...(await intentAccess.find(db, user, row.intentId, 'editAuth')) };
}

/**
 * An intent's content: its slots (replaced as a whole, from the slot table) and its examples
 * (added, edited with their marked spans, deleted). Every call needs editAuth on the intent and
 * answers the intent's page as it now is.
 */
export function intentContentCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.put(INTENT_API.slots, async (request) => {
    const user = await authenticateInScope(context, request);
    const { intentId, slots } = validate(intentSlotsBody, request.body);
    const { access, projectId, resource } = await intentAccess.find(db, user, intentId, 'editAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await saveSlots(tx, await lockIntent(tx, intentId), slots, now);
      await logChange(tx, now, user, request, 'intent.slots', {
        projectId,
        intentId,
        name: resource.name,
        slots: slots.map((slot) => slot.name).join('、'),
      });
    });
    return ok(await readIntent(access, intentId), INTENT_MSG.slotsSaved);
  });

  app.put(INTENT_API.exampleCreate, async (request) => {
    const user = await authenticateInScope(context, request);
    const { intentId, text, slots, autoMark } = validate(exampleCreateBody, request.body);
    const { access, projectId } = await intentAccess.find(db, user, intentId, 'editAuth');
    const now = clock.now();
    await withUniqueName(INTENT_MSG.exampleTaken, () =>
      db.transaction(async (tx) => {
        await lockIntent(tx, intentId);
        const spans =
          autoMark && slots.length === 0
            ? await autoSpans(tx, intentId, text)
            : await requireValidSpans(tx, intentId, text, slots);
        if (
          (await tx.$count(intentExamples, eq(intentExamples.intentId, intentId))) >= INTENT_LIMITS.examples
        ) {
          throw conflict(`一个意图最多${INTENT_LIMITS.examples}条例句`);
        }
        await tx.insert(intentExamples).values({ intentId, text, slots: spans, createdAt: now });
        await tx.update(intents).set({ updatedAt: now }).where(eq(intents.id, intentId));
        await logChange(tx, now, user, request, 'intent.example.create', { projectId, intentId, text });
      }),
    );
    return ok(await readIntent(access, intentId), INTENT_MSG.exampleAdded);
  });

  app.post(INTENT_API.exampleEdit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, text, slots } = validate(exampleEditBody, request.body);
    const { intentId, access, projectId } = await exampleIntent(db, user, id);
    const now = clock.now();
    await withUniqueName(INTENT_MSG.exampleTaken, () =>
      db.transaction(async (tx) => {
        await lockIntent(tx, intentId);
        const spans = await requireValidSpans(tx, intentId, text, slots);
        const [before] = await tx
          .select({ text: intentExamples.text })
          .from(intentExamples)
          .where(eq(intentExamples.id, id));
        const [saved] = await tx
          .update(intentExamples)
          .set({ text, slots: spans })
          .where(and(eq(intentExamples.id, id), eq(intentExamples.intentId, intentId)))
          .returning({ id: intentExamples.id });
        if (!saved) throw notFound(INTENT_MSG.exampleNotFound);
        await tx.update(intents).set({ updatedAt: now }).where(eq(intents.id, intentId));
        await logChange(tx, now, user, request, 'intent.example.edit', {
          projectId,
          intentId,
          text,
          ...loggedChanges(before, { text }),
        });
      }),
    );
    return ok(await readIntent(access, intentId), INTENT_MSG.exampleSaved);
  });

  app.delete(INTENT_API.exampleRemove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(intentIdQuery, request.query);
    const { intentId, access, projectId } = await exampleIntent(db, user, id);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(intentExamples)
        .where(eq(intentExamples.id, id))
        .returning({ text: intentExamples.text });
      if (!removed) throw notFound(INTENT_MSG.exampleNotFound);
      await tx.update(intents).set({ updatedAt: now }).where(eq(intents.id, intentId));
      await logChange(tx, now, user, request, 'intent.example.delete', {
        projectId,
        intentId,
        text: removed.text,
      });
    });
    return ok(await readIntent(access, intentId), MSG.deleted);
  });
}
