import { describe, expect, it } from 'vitest';
import { canonicalTraced, DictionaryScanner } from './dictionary-scanner';
import { normaliseTraced } from './normalise';
import { rangesOf } from './traced-text';

const places = new DictionaryScanner([
  { dictionaryId: 'place', value: '洗手间', synonyms: ['卫生间', '厕所', 'WC'] },
  { dictionaryId: 'place', value: '展厅', synonyms: [] },
  { dictionaryId: 'place', value: '一号展厅', synonyms: ['1号展厅'] },
]);

describe('DictionaryScanner', () => {
  it('finds an entry by a synonym and names the entry', () => {
    const [hit] = places.scan('附近有卫生间吗');
    expect(hit).toMatchObject({
      start: 3,
      end: 6,
      value: '洗手间',
      surface: '卫生间',
      dictionaryId: 'place',
    });
  });

  it('prefers the longest entry at a position', () => {
    expect(places.scan('带我去一号展厅').map((hit) => hit.value)).toEqual(['一号展厅']);
  });

  it('matches normalised synonyms (case, full width)', () => {
    expect(places.scan('wc在哪').map((hit) => hit.value)).toEqual(['洗手间']);
  });

  it('finds a Latin word only whole: bus is not in business, nor cat in education', () => {
    const buses = new DictionaryScanner([{ dictionaryId: 'd', value: '公交', synonyms: ['bus'] }]);
    expect(buses.scan('business hours')).toEqual([]);
    expect(buses.scan('bus能到吗').map((hit) => hit.value)).toEqual(['公交']);
    expect(buses.scan('搭bus点嚟').map((hit) => hit.value)).toEqual(['公交']);
  });

  it('writes synonyms as the entry they stand for, still pointing at what was typed', () => {
    const typed = '厕所，和展厅';
    const normalised = normaliseTraced(typed);
    const canonical = canonicalTraced(normalised, places.scan(normalised.text));
    expect(canonical.text).toBe('洗手间 和展厅');
    expect(rangesOf(canonical, ['洗手间'])).toEqual([[0, 2]]);
    expect(rangesOf(canonical, ['展厅'])).toEqual([[4, 6]]);
  });

  it('reads a general word list after the project’s, joining the project’s meaning where they share a word', () => {
    const scanner = new DictionaryScanner(
      [{ dictionaryId: 'facility', value: '卫生间', synonyms: ['洗手间'] }],
      [
        { dictionaryId: '_everyday', value: '洗手间', synonyms: ['茅房', '厕所'] },
        { dictionaryId: '_everyday', value: '宠物', synonyms: ['狗'] },
      ],
    );
    expect(scanner.scan('茅房在哪').map((hit) => [hit.dictionaryId, hit.value])).toEqual([
      ['facility', '卫生间'],
    ]);
    expect(scanner.scan('狗能进吗').map((hit) => [hit.dictionaryId, hit.value])).toEqual([
      ['_everyday', '宠物'],
    ]);
  });
});
