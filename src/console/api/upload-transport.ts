import { addressOf, type Delivery, encodeBody, parseBody, type Transmission } from './transport';

/**
 * `transmit` for the one call that shows how much of a file has gone: fetch cannot report a
 * request body's progress, XMLHttpRequest can. Same answers, failures and timeout as `transmit`.
 * `onProgress` gets the fraction of the bytes sent (0–1).
 */
export function transmitWithProgress(
  request: Transmission,
  onProgress: (fraction: number) => void,
): Promise<Delivery> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const { body, headers } = encodeBody(request);
    xhr.open(request.method, addressOf(request.url, request.query));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeout;
    xhr.upload.onprogress = (event) => {
      onProgress(event.lengthComputable && event.total > 0 ? Math.min(1, event.loaded / event.total) : 0);
    };
    const cancel = () => xhr.abort();
    const settle = (delivery: Delivery) => {
      request.signal?.removeEventListener('abort', cancel);
      resolve(delivery);
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) settle({ ok: true, data });
      else settle({ ok: false, failure: { cancelled: false, response: { status: xhr.status, data } } });
    };
    xhr.ontimeout = () => settle({ ok: false, failure: { cancelled: false, timedOut: true } });
    xhr.onerror = () => settle({ ok: false, failure: { cancelled: false } });
    xhr.onabort = () => settle({ ok: false, failure: { cancelled: true } });
    if (request.signal?.aborted) {
      settle({ ok: false, failure: { cancelled: true } });
      return;
    }
    request.signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(body as XMLHttpRequestBodyInit | undefined);
  });
}
