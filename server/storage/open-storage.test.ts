import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { DirectoryStorage } from './directory-storage';
import { openStorage } from './open-storage';
import { S3Storage } from './s3-storage';

const s3 = {
  S3_ENDPOINT: 'https://minio.example.com',
  S3_BUCKET: 'robot-media',
  S3_ACCESS_KEY: 'key',
  S3_SECRET_KEY: 'secret',
};

describe('openStorage', () => {
  it('keeps files under the data directory by default', () => {
    expect(openStorage({}, '/srv/data', systemClock)).toBeInstanceOf(DirectoryStorage);
  });

  it('uses the object store when it is configured', () => {
    expect(openStorage(s3, '/srv/data', systemClock)).toBeInstanceOf(S3Storage);
  });

  it('refuses to start with half an object store configured', () => {
    expect(() => openStorage({ ...s3, S3_SECRET_KEY: undefined }, '/srv/data', systemClock)).toThrow(
      /Bad setting S3_SECRET_KEY/,
    );
    expect(() => openStorage({ ...s3, S3_BUCKET: 'No_Such' }, '/srv/data', systemClock)).toThrow(/S3_BUCKET/);
  });
});
