import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/answer';
import { missingReason } from './missing-reason';

const notFound = (data: unknown) => new ApiFailure('http', '…', -1, 404, data);

describe('missingReason', () => {
  it('keeps 尚未发布 for a known configuration without a release', () => {
    expect(missingReason(notFound({ reason: 'NOT_RELEASED' }))).toBe('NOT_RELEASED');
  });

  it('calls any other 404 an unknown address, reason or not', () => {
    expect(missingReason(notFound({ reason: 'UNKNOWN' }))).toBe('UNKNOWN');
    expect(missingReason(notFound(null))).toBe('UNKNOWN');
  });

  it('leaves other failures to the retry message', () => {
    expect(missingReason(new ApiFailure('network', '网络异常'))).toBeNull();
    expect(missingReason(new ApiFailure('http', '服务器错误', -1, 500))).toBeNull();
    expect(missingReason(new Error('boom'))).toBeNull();
  });
});
