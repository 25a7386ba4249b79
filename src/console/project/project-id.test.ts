import { describe, expect, it } from 'vitest';
import { formatProjectID, parseProjectID } from './project-id';

describe('projectID (id_name)', () => {
  it('splits at the first underscore: names may hold underscores', () => {
    expect(parseProjectID('42_展厅_导览')).toEqual({ id: '42', name: '展厅_导览' });
    expect(parseProjectID(formatProjectID('7', '政务大厅'))).toEqual({ id: '7', name: '政务大厅' });
  });

  it('shows the id as the name when there is none', () => {
    expect(parseProjectID('42')).toEqual({ id: '42', name: '42' });
  });
});
