import { describe, expect, it } from 'vitest';
import { newSlotRow, slotsOfRows } from './slot-rows';

describe('slot rows', () => {
  it('turns the edited rows into the slots call, keeping ids', () => {
    const kept = {
      ...newSlotRow(),
      id: 's1',
      name: ' 地点 ',
      dictionaryId: 'd1',
      required: true,
      followUp: '您想去哪里？',
    };
    expect(slotsOfRows([kept, { ...newSlotRow(), name: '时间' }])).toEqual({
      slots: [
        { id: 's1', name: '地点', dictionaryId: 'd1', required: true, followUp: '您想去哪里？' },
        { name: '时间', dictionaryId: null, required: false, followUp: '' },
      ],
    });
  });

  it('names the first problem: empty or repeated names, a required slot without its question', () => {
    expect(slotsOfRows([newSlotRow()])).toEqual({ problem: '请输入槽位名称' });
    expect(
      slotsOfRows([
        { ...newSlotRow(), name: 'a' },
        { ...newSlotRow(), name: 'a' },
      ]),
    ).toEqual({
      problem: '槽位名称重复：a',
    });
    expect(slotsOfRows([{ ...newSlotRow(), name: '地点', required: true }])).toEqual({
      problem: '必填槽位「地点」需要追问话术',
    });
  });
});
