import { createHash } from 'node:crypto';

/**
 * The id of the `index`-th device a BUY order issues, derived from the order's id (a name-based
 * UUID, version 8 of RFC 9562): the order finds the devices it paid for without a column linking
 * them, and a settlement can never issue a device twice. Ids are not secrets; the keys stay random.
 */
export function orderDeviceId(orderId: string, index: number): string {
  const bytes = createHash('sha256').update(`device-order:${orderId}:${index}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function orderDeviceIds(orderId: string, quantity: number): string[] {
  return Array.from({ length: quantity }, (_, index) => orderDeviceId(orderId, index));
}
