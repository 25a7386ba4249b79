/**
 * Where a media reference may point: an http(s) address, the product's stock material
 * (public/robot-ui/), or a file the server stores and serves through its file-path endpoint.
 */
export const STOCK_MATERIAL_PREFIX = '/robot-ui/';
/** The stock libraries of the media dialog (public/stock/, src/shared/media/stock-library.ts). */
export const STOCK_LIBRARY_PREFIX = '/stock/';
/** The homepage file endpoint (spec section 7, `GET homepage/file`); stored files are served below it. */
export const SERVED_FILE_PREFIX = '/manager/v1/homepage/file';

const HTTP_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A path of plain segments: no `..`, no backslashes, no control characters or spaces. */
const SAFE_PATH = /^\/(?:[\w\-.~%]+\/?)*(?:\?[\w\-.~%=&/]*)?$/;

/** True when the url is empty (not set) or can be shown on a robot screen. */
export function isServableMediaUrl(url: string): boolean {
  if (url === '') return true;
  if (HTTP_ADDRESS.test(url)) return true;
  if (!SAFE_PATH.test(url) || url.includes('/../') || url.includes('/./')) return false;
  return [STOCK_MATERIAL_PREFIX, STOCK_LIBRARY_PREFIX, SERVED_FILE_PREFIX].some((prefix) =>
    url.startsWith(prefix),
  );
}
