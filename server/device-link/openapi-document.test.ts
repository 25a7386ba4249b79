import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEVICE_LINK } from '../../src/shared/api/device-link';
import { deviceApiDocument } from './openapi-document';
import { OPENAPI_FILE, openapiFileText } from './write-openapi-document';

/** An operation's answers by status, as the document spells them. */
type Answers = { responses: Record<string, { headers?: object }> };

describe('the device API’s OpenAPI document', () => {
  it('is committed as generated: run `npm run openapi` after changing the contract', async () => {
    expect(await readFile(OPENAPI_FILE, 'utf8')).toBe(openapiFileText());
  });

  it('documents every call of the contract, each with a summary, its answers and its refusals', () => {
    const document = deviceApiDocument();
    const paths = Object.keys(document.paths);
    for (const path of Object.values(DEVICE_LINK)) expect(paths).toContain(path.replace(':id', '{id}'));
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations) as {
        summary: string;
        responses: Record<string, unknown>;
      }[]) {
        expect(operation.summary).toBeTruthy();
        expect(operation.responses['200']).toBeDefined();
      }
    }
    const schemas = JSON.stringify(document.components.schemas);
    expect(schemas).not.toContain('$schema');
    expect(document.components.schemas.EventBatch).toMatchObject({ required: ['events'] });
  });

  it('states the rules a robot meets: per-event answers, bounded times, re-activation, limits and statuses', () => {
    const document = deviceApiDocument();
    const text = JSON.stringify(document);
    const posts = Object.values(document.paths).flatMap((operations) =>
      'post' in operations ? [operations.post as unknown as Answers] : [],
    );
    for (const post of posts) expect(Object.keys(post.responses)).toContain('415');
    const activate = (document.paths[DEVICE_LINK.activate].post as unknown as Answers).responses;
    expect(Object.keys(activate['429'].headers ?? {})).toEqual(
      expect.arrayContaining([
        'Retry-After',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ]),
    );
    expect(document.components.schemas.EventBatchAnswer).toMatchObject({
      required: expect.arrayContaining(['refused']),
    });
    expect(JSON.stringify(document.components.schemas.EventBatch)).toContain('^20\\\\d\\\\d-');
    expect(JSON.stringify(document.components.schemas.HeartbeatAnswer)).toContain('ignoredMapId');
    for (const rule of [
      '解绑',
      `${'$'}{robotName}`,
      'APPROACHED',
      '不返回 405',
      '重新启用后同一令牌恢复可用',
      '保留第一次存下的',
      '__proto__',
    ])
      expect(text).toContain(rule);
  });
});
