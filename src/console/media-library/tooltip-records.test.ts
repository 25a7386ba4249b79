// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { addTooltipRecord, readTooltipRecords, TOOLTIP_RECORDS_KEY } from './tooltip-records';

beforeEach(() => localStorage.clear());

describe('image-library tooltip records', () => {
  it('keeps each record once, in the order they were added', () => {
    addTooltipRecord('icons');
    addTooltipRecord('pictures');
    addTooltipRecord('icons');
    expect(readTooltipRecords()).toEqual(['icons', 'pictures']);
    expect(JSON.parse(localStorage.getItem(TOOLTIP_RECORDS_KEY) ?? '')).toEqual(['icons', 'pictures']);
  });

  it('reads a damaged or duplicated list as well as it can', () => {
    localStorage.setItem(TOOLTIP_RECORDS_KEY, '["a","a",3,"b"]');
    expect(readTooltipRecords()).toEqual(['a', 'b']);
    localStorage.setItem(TOOLTIP_RECORDS_KEY, '{not json');
    expect(readTooltipRecords()).toEqual([]);
  });
});
