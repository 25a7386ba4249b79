import { MSG } from '../../shared/messages';
import { ApiFailure, type Outcome, readAnswer, readFailure } from './answer';
import { type CallOptions, settle, transmission } from './http';
import { parseBody, transmit } from './transport';

const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

async function readBlob(blob: Blob): Promise<Outcome<Blob>> {
  // A refusal may come back with HTTP 200 as a JSON envelope instead of the file.
  if (blob.type.includes('application/json')) {
    const answer = readAnswer<unknown>(parseBody(await blob.text()));
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
  const delivery = await transmit(
    transmission({ method: 'GET', url, headers: NO_CACHE, as: 'blob' }, options),
  );
  const outcome = delivery.ok ? await readBlob(delivery.data as Blob) : readFailure(delivery.failure);
  return settle(outcome, options);
}
