import { describe, expect, it } from 'vitest';
import { homepageCreateBody } from '../../shared/api/homepage';
import { copyName } from './copy-name';

describe('copyName', () => {
  it('adds 副本 and stays a valid name', () => {
    expect(copyName('迎宾屏')).toBe('迎宾屏 副本');
    const long = copyName('长'.repeat(30));
    expect(long).toHaveLength(30);
    expect(long.endsWith(' 副本')).toBe(true);
    expect(homepageCreateBody.shape.name.safeParse(long).success).toBe(true);
  });
});
