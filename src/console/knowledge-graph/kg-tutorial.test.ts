// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { KG_TUTORIAL_FLAGS, readTutorialFlag, writeTutorialFlag } from './kg-tutorial';

describe('knowledge graph tutorial flags', () => {
  beforeEach(() => localStorage.clear());

  it('are the six names of the spec, each true until its guide is done, stored under its own name', () => {
    expect(KG_TUTORIAL_FLAGS).toEqual([
      'tConceptFlag',
      'tConceptCreateFlag',
      'tConceptModifyFlag',
      'tEntityFlag',
      'tEntityCreateFlag',
      'tEntityModifyFlag',
    ]);
    expect(readTutorialFlag('tEntityCreateFlag')).toBe(true);
    writeTutorialFlag('tEntityCreateFlag', false);
    expect(localStorage.getItem('tEntityCreateFlag')).toBe('false');
    expect(readTutorialFlag('tEntityCreateFlag')).toBe(false);
    expect(readTutorialFlag('tConceptFlag')).toBe(true);
  });
});
