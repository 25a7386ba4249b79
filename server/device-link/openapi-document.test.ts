import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEVICE_LINK } from '../../src/shared/api/device-link';
import { deviceApiDocument } from './openapi-document';
import { OPENAPI_FILE, openapiFileText } from './write-openapi-document';

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
});
