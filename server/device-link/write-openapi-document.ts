import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { deviceApiDocument } from './openapi-document';

/** The committed copy robot teams read without running the server (npm run openapi writes it). */
export const OPENAPI_FILE = fileURLToPath(new URL('../../docs/device-api.openapi.json', import.meta.url));

export const openapiFileText = () => `${JSON.stringify(deviceApiDocument(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(OPENAPI_FILE, openapiFileText());
  process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
}
