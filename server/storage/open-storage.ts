import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '../clock';
import { DirectoryStorage } from './directory-storage';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

const s3Environment = z.object({
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  S3_REGION: z.string().min(1).default('us-east-1'),
});

/**
 * `${dataDir}/files` unless S3_ENDPOINT is set; then S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY
 * must be set too (S3_REGION defaults to us-east-1). A half-configured store stops the start.
 */
export function openStorage(env: NodeJS.ProcessEnv, dataDir: string, clock: Clock): FileStorage {
  if (!env.S3_ENDPOINT) return new DirectoryStorage(join(dataDir, 'files'));
  const parsed = s3Environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Bad setting ${String(issue.path[0])}: ${issue.message}`);
  }
  const settings = parsed.data;
  return new S3Storage(
    {
      endpoint: settings.S3_ENDPOINT,
      bucket: settings.S3_BUCKET,
      accessKey: settings.S3_ACCESS_KEY,
      secretKey: settings.S3_SECRET_KEY,
      region: settings.S3_REGION,
    },
    clock,
  );
}
