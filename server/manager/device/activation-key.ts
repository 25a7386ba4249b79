import { randomBytes } from 'node:crypto';

/** 32 symbols without the look-alikes 0/O and 1/I: a byte's low five bits pick one evenly. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** A fresh activation key, RK-XXXX-XXXX-XXXX-XXXX: 80 random bits, read aloud without doubt. */
export function newActivationKey(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const symbols = [...bytes].map((byte) => ALPHABET[byte & 31]);
  const groups = Array.from({ length: GROUPS }, (_, group) =>
    symbols.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''),
  );
  return ['RK', ...groups].join('-');
}
