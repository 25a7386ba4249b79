import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanProblem } from '../../src/shared/api/intents';
import type { DatabaseHandle } from '../db/database';
import { dictionaryEntries, intentExamples, intentSlots, intents } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { seedDemoData } from './seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, randomBytes(32));
}, 60_000);
afterAll(() => database.close());

describe('demo intents', () => {
  it('marks every example span on a word of its slot dictionary, so the matcher fills it', async () => {
    const seeded = await database.db.select().from(intents);
    expect(seeded.map((intent) => intent.name).sort()).toEqual([
      '带我去',
      '查找设施',
      '查询开放时间',
      '调节音量',
    ]);
    for (const intent of seeded) {
      const slots = await database.db.select().from(intentSlots).where(eq(intentSlots.intentId, intent.id));
      const examples = await database.db
        .select()
        .from(intentExamples)
        .where(eq(intentExamples.intentId, intent.id));
      expect(examples.length, intent.name).toBeGreaterThanOrEqual(4);
      for (const example of examples) {
        expect(
          spanProblem(
            example.text,
            example.slots,
            slots.map((slot) => slot.name),
          ),
          example.text,
        ).toBeNull();
        for (const span of example.slots) {
          const slot = slots.find((one) => one.name === span.slot);
          const words = (
            await database.db
              .select()
              .from(dictionaryEntries)
              .where(eq(dictionaryEntries.dictionaryId, slot?.dictionaryId as string))
          ).flatMap((entry) => [entry.value, ...entry.synonyms]);
          expect(words, example.text).toContain(example.text.slice(span.start, span.end));
        }
      }
    }
    const [goTo] = seeded.filter((intent) => intent.name === '带我去');
    expect(goTo.reply).toBe('好的，请跟我来，我们去{地点}');
  });
});
