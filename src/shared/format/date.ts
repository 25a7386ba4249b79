import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY.MM.DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY.MM.DD';

export type DateInput = number | string | Date | null | undefined;

const SECOND_TIMESTAMP_DIGITS = 10;

/** A 10-digit timestamp counts seconds; the browser counts milliseconds. */
const toMilliseconds = (timestamp: number): number =>
  String(Math.trunc(Math.abs(timestamp))).length === SECOND_TIMESTAMP_DIGITS ? timestamp * 1000 : timestamp;

const toDayjs = (value: DateInput) => {
  if (typeof value === 'number') return dayjs(toMilliseconds(value));
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return dayjs(toMilliseconds(Number(value)));
  return dayjs(value);
};

/** 'YYYY.MM.DD HH:mm:ss' unless another pattern is given; empty text for a missing or bad value. */
export const formatDateTime = (value: DateInput, pattern: string = DATE_TIME_FORMAT): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = toDayjs(value);
  return date.isValid() ? date.format(pattern) : '';
};

/** 'YYYY.MM.DD'. */
export const formatDate = (value: DateInput): string => formatDateTime(value, DATE_FORMAT);
