import { describe, expect, it } from 'vitest';
import { HIDDEN_VALUE, LOGGED_FIELDS_MAX, LOGGED_VALUE_MAX, loggedChanges } from './logged-changes';

describe('an edit as the operation log keeps it', () => {
  it('holds only the fields that changed, before and after', () => {
    expect(
      loggedChanges(
        { name: '迎宾', speed: 1, tags: ['大堂'], at: new Date('2026-01-01T00:00:00Z') },
        { name: '前台迎宾', speed: 1, tags: ['大堂'], at: new Date('2026-01-01T00:00:00Z') },
      ),
    ).toEqual({ before: { name: '迎宾' }, after: { name: '前台迎宾' } });
    expect(loggedChanges({ name: '迎宾' }, { name: '迎宾' })).toBeUndefined();
    // A field the edit left out is no change to nothing.
    expect(
      loggedChanges({ name: '迎宾', remark: '大堂' }, { name: '迎宾', remark: undefined }),
    ).toBeUndefined();
  });

  it('says a secret changed without copying it, and a `keyword` is no secret', () => {
    const changes = loggedChanges(
      { appKey: 'old-key', api_secret: 's1', passwordHash: 'h1', accessToken: 't1', keyword: '你好' },
      { appKey: 'new-key', api_secret: 's2', passwordHash: 'h2', accessToken: 't2', keyword: '您好' },
    );
    for (const field of ['appKey', 'api_secret', 'passwordHash', 'accessToken']) {
      expect(changes?.before[field]).toBe(HIDDEN_VALUE);
      expect(changes?.after[field]).toBe(HIDDEN_VALUE);
    }
    expect(changes?.after.keyword).toBe('您好');
    expect(JSON.stringify(changes)).not.toMatch(/new-key|s2|h2|t2/);
  });

  it('stays small however large the edit: values cut, fields counted past the limit', () => {
    const long = '长'.repeat(5_000);
    const wide = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`field${i}`, i]));
    const changes = loggedChanges(
      { text: '', steps: [], ...wide },
      {
        text: long,
        steps: Array.from({ length: 1_000 }, (_, i) => ({ say: `第${i}步` })),
        ...Object.fromEntries(Object.keys(wide).map((field) => [field, -1])),
      },
    );
    expect(changes?.after.text).toBe(`${long.slice(0, LOGGED_VALUE_MAX)}…`);
    expect(String(changes?.after.steps).length).toBe(LOGGED_VALUE_MAX + 1);
    expect(Object.keys(changes?.after ?? {})).toHaveLength(LOGGED_FIELDS_MAX);
    expect(changes?.moreFields).toBe(52 - LOGGED_FIELDS_MAX);
    expect(JSON.stringify(changes).length).toBeLessThan(12_000);
  });
});
