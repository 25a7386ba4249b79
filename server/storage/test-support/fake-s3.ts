import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '../sigv4';

export const FAKE_S3_CREDENTIALS = {
  accessKey: 'TESTKEY',
  secretKey: 'test/secret+key',
  region: 'us-east-1',
};

interface FakeS3 {
  endpoint: string;
  objects: Map<string, Buffer>;
  /** Requests refused for a bad signature, a wrong payload hash or a missing length. */
  refusals: string[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Re-signs what arrived with the shared secret: a signature over other headers would differ. */
function signatureMatches(request: IncomingMessage, url: URL): boolean {
  const authorization = request.headers.authorization ?? '';
  const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1].split(';') ?? [];
  const headers = Object.fromEntries(
    signedNames
      .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
      .map((name) => [name, String(request.headers[name] ?? '')]),
  );
  const stamp = String(request.headers['x-amz-date']);
  const date = new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );
  const expected = signRequest(
    {
      method: request.method ?? 'GET',
      url,
      headers,
      payloadHash: String(request.headers['x-amz-content-sha256']),
      date,
    },
    {
      accessKeyId: FAKE_S3_CREDENTIALS.accessKey,
      secretAccessKey: FAKE_S3_CREDENTIALS.secretKey,
      region: FAKE_S3_CREDENTIALS.region,
      service: 's3',
    },
  );
  return expected.authorization === authorization;
}

/** A bucket in memory behind PUT, HEAD, GET (with one range) and DELETE, checking every signature. */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const refusals: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const key = url.pathname.slice(`/${bucket}/`.length);
    const body = await readBody(request);
    if (!signatureMatches(request, url)) {
      refusals.push(`${request.method} ${key}: signature`);
      response.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    if (request.method === 'PUT') {
      const hash = createHash('sha256').update(body).digest('hex');
      if (
        hash !== request.headers['x-amz-content-sha256'] ||
        request.headers['content-length'] === undefined
      ) {
        refusals.push(`PUT ${key}: payload`);
        response.writeHead(400).end('XAmzContentSHA256Mismatch');
        return;
      }
      objects.set(key, body);
      response.writeHead(200).end();
      return;
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    const object = objects.get(key);
    if (!object) {
      response.writeHead(404).end();
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
    if (range) {
      const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.length - 1)];
      response.writeHead(206, { 'content-length': end - start + 1 }).end(object.subarray(start, end + 1));
      return;
    }
    response.writeHead(200, { 'content-length': object.length });
    response.end(request.method === 'HEAD' ? undefined : object);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
