import { describe, expect, it } from 'vitest';
import { formatProjectID, parseProjectID, projectPath } from './project-id';

describe('projectID (id_name)', () => {
  it('splits at the first underscore: names may hold underscores', () => {
    expect(parseProjectID('42_展厅_导览')).toEqual({ id: '42', name: '展厅_导览' });
    expect(parseProjectID(formatProjectID('7', '政务大厅'))).toEqual({ id: '7', name: '政务大厅' });
  });

  it('shows the id as the name when there is none', () => {
    expect(parseProjectID('42')).toEqual({ id: '42', name: '42' });
  });

  it('keeps a name with address characters in one path segment', () => {
    expect(projectPath(formatProjectID('9', 'A/B #1?'))).toBe('/home/project-management/9_A%2FB%20%231%3F');
  });
});
