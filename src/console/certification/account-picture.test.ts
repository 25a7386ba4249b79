import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { accountPictureProblem } from './account-picture';

describe('account pictures before upload', () => {
  it('accepts jpg and png up to 2 MB', () => {
    expect(
      accountPictureProblem({ name: 'front.JPG', type: 'image/jpeg', size: 2 * 1024 * 1024 }),
    ).toBeNull();
    expect(accountPictureProblem({ name: 'licence.png', type: 'image/png', size: 1000 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(accountPictureProblem({ name: 'scan.gif', type: 'image/gif', size: 1000 })).toBe(
      MSG.certificationImageType,
    );
    expect(accountPictureProblem({ name: 'fake.png', type: 'application/pdf', size: 1000 })).toBe(
      MSG.certificationImageType,
    );
    expect(accountPictureProblem({ name: 'big.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      MSG.certificationImageTooLarge,
    );
  });
});
