import { MSG } from '../../shared/messages';
import { ApiFailure, type Outcome, readAnswer, readFailure, type TransportFailure } from './answer';
import { type CallOptions, httpClient, sessionHeaders, settle, toTransportFailure } from './http';

const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

const isJson = (blob: Blob): boolean => blob.type.includes('application/json');

async function parseJson(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text());
  } catch {
    return null;
  }
}

/** An error answer to a blob request arrives as a Blob; read it so its message can be shown. */
async function withReadableBody(failure: TransportFailure): Promise<TransportFailure> {
  const data = failure.response?.data;
  if (!failure.response || !(data instanceof Blob)) return failure;
  return { ...failure, response: { ...failure.response, data: await parseJson(data) } };
}

async function readBlob(blob: Blob): Promise<Outcome<Blob>> {
  if (isJson(blob)) {
    const answer = readAnswer<unknown>(await parseJson(blob));
    if (!answer.ok) return answer;
  }
  if (blob.size > 0) return { ok: true, data: blob };
  return { ok: false, failure: new ApiFailure('empty', MSG.emptyDownload), toast: MSG.emptyDownload };
}

/**
 * Authorised file download (accounts spec section 7): bearer token, no-cache headers, cancellable
 * through `options.signal`; an empty file shows 文件资源错误，请联系管理员.
 */
export async function downloadBlob(url: string, options: CallOptions = {}): Promise<Blob> {
  let outcome: Outcome<Blob>;
  try {
    const response = await httpClient.get<Blob>(url, {
      responseType: 'blob',
      timeout: options.timeout,
      signal: options.signal,
      headers: { ...sessionHeaders(), ...NO_CACHE },
    });
    outcome = await readBlob(response.data);
  } catch (error) {
    outcome = readFailure(await withReadableBody(toTransportFailure(error)));
  }
  return settle(outcome, options);
}
