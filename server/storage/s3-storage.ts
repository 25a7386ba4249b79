import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Clock } from '../clock';
import { assertStorageKey, type ByteRange, type FileStorage, type PutInfo } from './file-storage';
import { EMPTY_PAYLOAD_SHA256, type SigningCredentials, signRequest } from './sigv4';

export interface S3Settings {
  /** `https://s3.example.com` (path-style addressing: `${endpoint}/${bucket}/${key}`). */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** An object store answering S3's PUT, HEAD, GET and DELETE; requests are signed with SigV4. */
export class S3Storage implements FileStorage {
  private readonly credentials: SigningCredentials;

  constructor(
    private readonly settings: S3Settings,
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.credentials = {
      accessKeyId: settings.accessKey,
      secretAccessKey: settings.secretKey,
      region: settings.region,
      service: 's3',
    };
  }

  private objectUrl(key: string): URL {
    assertStorageKey(key);
    return new URL(`${this.settings.endpoint.replace(/\/+$/, '')}/${this.settings.bucket}/${key}`);
  }

  private send(
    method: string,
    key: string,
    init: { headers?: Record<string, string>; payloadHash?: string; body?: Readable } = {},
  ) {
    const url = this.objectUrl(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: init.headers ?? {},
        payloadHash: init.payloadHash ?? EMPTY_PAYLOAD_SHA256,
        date: this.clock.now(),
      },
      this.credentials,
    );
    return this.fetchImpl(url, {
      method,
      headers,
      ...(init.body ? { body: Readable.toWeb(init.body) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
  }

  private static async fail(action: string, response: Response): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`object store ${action} answered ${response.status}: ${detail}`);
  }

  async put(key: string, body: Readable, info: PutInfo): Promise<void> {
    const response = await this.send('PUT', key, {
      headers: { 'content-length': String(info.size), 'content-type': info.contentType },
      payloadHash: info.sha256,
      body,
    });
    if (!response.ok) await S3Storage.fail('PUT', response);
    await response.body?.cancel();
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const response = await this.send('HEAD', key);
    if (response.status === 404) return null;
    if (!response.ok) await S3Storage.fail('HEAD', response);
    return { size: Number(response.headers.get('content-length') ?? 0) };
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) await S3Storage.fail('GET', response);
    return Buffer.from(await response.arrayBuffer());
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.send('GET', key, { headers });
    if (response.status === 404) return null;
    if (!response.ok || !response.body) await S3Storage.fail('GET', response);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the object was there; some compatible stores answer 404.
    if (!response.ok && response.status !== 404) await S3Storage.fail('DELETE', response);
    await response.body?.cancel();
  }
}
