import { describe, expect, it } from 'vitest';
import type { KgSnapshot, SnapshotEntity } from '../build/snapshot';
import { GraphIndex } from './graph-index';
import { matchQuestion } from './question-matcher';

const entity = (
  id: string,
  conceptId: string,
  values: SnapshotEntity['values'] = {},
  out: SnapshotEntity['out'] = [],
  aliases: string[] = [],
): SnapshotEntity => ({ id, name: id, aliases, conceptId, values, out });

/** A small museum: its halls, two exhibits, a maker. */
const MUSEUM: KgSnapshot = {
  version: 1,
  concepts: [
    { id: 'museum', name: '展馆', parentId: null },
    { id: 'hall', name: '展厅', parentId: null },
    { id: 'exhibit', name: '展品', parentId: null },
    { id: 'person', name: '人物', parentId: null },
  ],
  attributes: [
    { id: 'price', conceptId: 'museum', name: '门票价格', dataType: 'TEXT', synonyms: ['票价'] },
    { id: 'floor', conceptId: 'hall', name: '位置', dataType: 'TEXT', synonyms: [] },
    { id: 'material', conceptId: 'exhibit', name: '材质', dataType: 'TEXT', synonyms: [] },
    { id: 'in-hall', conceptId: 'exhibit', name: '所在展厅', dataType: 'LINK', synonyms: ['在哪个展厅'] },
    { id: 'era', conceptId: 'person', name: '朝代', dataType: 'TEXT', synonyms: [] },
  ],
  relations: [
    { id: 'of-museum', conceptId: 'hall', name: '所属展馆', targetConceptId: 'museum', synonyms: [] },
    { id: 'maker', conceptId: 'exhibit', name: '作者', targetConceptId: 'person', synonyms: [] },
  ],
  entities: [
    entity('星河博物馆', 'museum', { price: ['成人60元', null] }, [], ['博物馆']),
    entity('青铜器厅', 'hall', { floor: ['一层东侧', null] }, [['of-museum', '星河博物馆', 'e1']]),
    entity('书画厅', 'hall', { floor: ['二层', null] }, [['of-museum', '星河博物馆', 'e2']]),
    entity('四羊方尊', 'exhibit', { material: ['青铜', null], 'in-hall': ['青铜器厅', '青铜器厅'] }),
    entity('清明上河图', 'exhibit', { material: ['绢本', null], 'in-hall': ['书画厅', '书画厅'] }, [
      ['maker', '张择端', 'e3'],
    ]),
    entity('张择端', 'person', { era: ['北宋', null] }),
  ],
};

const index = new GraphIndex(MUSEUM);
// No template at all: every answer below is read from the graph's own words.
const ask = (question: string) => matchQuestion(index, [], question);

describe('questions no template covers', () => {
  it('reads an attribute by a synonym or a visitor’s cue', () => {
    expect(ask('四羊方尊在哪个展厅').answer).toBe('四羊方尊的所在展厅是青铜器厅');
    expect(ask('清明上河图是用什么做的').answer).toBe('清明上河图的材质是绢本');
    expect(ask('书画厅在几楼').answer).toBe('书画厅的位置是二层');
  });

  it('follows a relation backwards and lists the entities of a concept linked to the one named', () => {
    expect(ask('博物馆有哪些展厅').answer).toBe('星河博物馆的展厅有：青铜器厅、书画厅');
    expect(ask('青铜器厅有哪些展品').answer).toBe('青铜器厅的展品有：四羊方尊');
    expect(ask('张择端有什么作品').answer).toBe('清明上河图的作者是张择端');
  });

  it('answers two hops, and shows the path it took', () => {
    const result = ask('张择端的作品在哪个展厅');
    expect(result.answer).toBe('清明上河图的作者是张择端，清明上河图的所在展厅是书画厅');
    expect(result.path.map((step) => step.relation?.name ?? step.attribute?.name)).toEqual([
      '作者',
      '所在展厅',
    ]);
    expect(result.highlight.nodeIds).toContain('书画厅');
    expect(ask('清明上河图的作者是哪个朝代的').answer).toBe('清明上河图的作者是张择端，张择端的朝代是北宋');
  });

  it('asks the venue when no entity is named, and only for what is asked specifically', () => {
    expect(ask('票价多少').answer).toBe('星河博物馆的门票价格是成人60元');
    expect(ask('门票怎么卖').answer).toBe('星河博物馆的门票价格是成人60元');
    for (const question of ['厕所在哪', '今天天气怎么样', '四羊方尊好看吗']) {
      expect(ask(question).answer, question).toBeNull();
    }
  });
});
