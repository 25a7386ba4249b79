import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range';

describe('parseRange', () => {
  it('serves one range as asked, clipped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
    expect(parseRange('bytes=900-', 1000)).toEqual({ kind: 'partial', range: { start: 900, end: 999 } });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ kind: 'partial', range: { start: 900, end: 999 } });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'partial', range: { start: 900, end: 999 } });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', range: { start: 0, end: 999 } });
  });

  it('serves the whole file for no range, several ranges or nonsense', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-9', 'items=0-1', 'bytes=-', 'bytes=9-3', 'bytes=a-b']) {
      expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
    }
  });

  it('cannot serve a range past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
