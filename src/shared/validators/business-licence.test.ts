import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  registrationNumberCheckDigit,
  UNIFIED_CODE_CHARSET,
  unifiedCodeCheckCharacter,
  validateBusinessLicence,
} from './business-licence';

const CHARSET = [...UNIFIED_CODE_CHARSET];
const DIGITS = [...'0123456789'];
const replaceAt = (text: string, index: number, char: string) =>
  text.slice(0, index) + char + text.slice(index + 1);
const charsOf = (alphabet: string[], length: number) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length })
    .map((chars) => chars.join(''));

/** Two charset characters, six division digits, nine organisation-code characters, then the check. */
const unifiedCodeArb = fc
  .tuple(charsOf(CHARSET, 2), charsOf(DIGITS, 6), charsOf(CHARSET, 9))
  .map((parts) => parts.join(''))
  .map((first17) => first17 + unifiedCodeCheckCharacter(first17));

const registrationNumberArb = charsOf(DIGITS, 14).map(
  (first14) => first14 + registrationNumberCheckDigit(first14),
);

/** A code, a position in it and a different character allowed at that position. */
const substitutionArb = (codeArb: fc.Arbitrary<string>, allowedAt: (index: number) => string[]) =>
  codeArb.chain((code) =>
    fc
      .integer({ min: 0, max: code.length - 1 })
      .chain((index) =>
        fc
          .constantFrom(...allowedAt(index).filter((c) => c !== code[index]))
          .map((char) => replaceAt(code, index, char)),
      ),
  );

describe('validateBusinessLicence: valid codes', () => {
  it('accepts published unified social credit codes and registration numbers', () => {
    for (const code of [
      '91350100M000100Y43',
      '9144030071526726XG',
      '914403001922038216',
      '91110000802100433B',
    ]) {
      expect(validateBusinessLicence(code)).toEqual({ ok: true, kind: 'unifiedCode', code });
    }
    for (const code of ['330100400015575', '110108000000016']) {
      expect(validateBusinessLicence(code)).toEqual({ ok: true, kind: 'registrationNumber', code });
    }
  });

  it('accepts every generated unified code, in either case', () => {
    fc.assert(
      fc.property(unifiedCodeArb, (code) => {
        expect(validateBusinessLicence(code)).toEqual({ ok: true, kind: 'unifiedCode', code });
        expect(validateBusinessLicence(code.toLowerCase())).toEqual({ ok: true, kind: 'unifiedCode', code });
      }),
    );
  });

  it('accepts every generated 15-digit registration number', () => {
    fc.assert(
      fc.property(registrationNumberArb, (code) => {
        expect(validateBusinessLicence(code)).toEqual({ ok: true, kind: 'registrationNumber', code });
      }),
    );
  });

  it('accepts exactly one check character for any first 17 characters', () => {
    fc.assert(
      fc.property(unifiedCodeArb, (code) => {
        expect(CHARSET.filter((c) => validateBusinessLicence(code.slice(0, 17) + c).ok)).toEqual([code[17]]);
      }),
    );
  });

  it('accepts exactly one check digit for any first 14 digits', () => {
    fc.assert(
      fc.property(registrationNumberArb, (code) => {
        expect(DIGITS.filter((d) => validateBusinessLicence(code.slice(0, 14) + d).ok)).toEqual([code[14]]);
      }),
    );
  });
});

describe('validateBusinessLicence: every single-character corruption fails', () => {
  const formatError = { ok: false, message: '营业执照注册号格式错误' };
  const lengthError = { ok: false, message: '营业执照注册号错误' };

  it('a different charset character in a unified code fails as 格式错误', () => {
    fc.assert(
      fc.property(
        substitutionArb(unifiedCodeArb, () => CHARSET),
        (corrupted) => {
          expect(validateBusinessLicence(corrupted)).toEqual(formatError);
        },
      ),
    );
  });

  it('a character outside the charset (I, O, S, V, Z, 中) fails as 格式错误', () => {
    fc.assert(
      fc.property(
        substitutionArb(unifiedCodeArb, () => [...'IOSVZ', '中']),
        (corrupted) => {
          expect(validateBusinessLicence(corrupted)).toEqual({
            ok: false,
            message: MSG.businessLicenceFormat,
          });
        },
      ),
    );
  });

  it('a different digit or a letter in a registration number fails as 格式错误', () => {
    fc.assert(
      fc.property(
        substitutionArb(registrationNumberArb, () => [...DIGITS, 'A', 'X']),
        (corrupted) => {
          expect(validateBusinessLicence(corrupted)).toEqual(formatError);
        },
      ),
    );
  });

  it('a dropped or an extra character fails as 营业执照注册号错误 (length)', () => {
    fc.assert(
      fc.property(fc.oneof(unifiedCodeArb, registrationNumberArb), fc.nat(), (code, n) => {
        const index = n % code.length;
        expect(validateBusinessLicence(replaceAt(code, index, ''))).toEqual(lengthError);
        expect(validateBusinessLicence(replaceAt(code, index, `${code[index]}1`))).toEqual(lengthError);
      }),
    );
  });

  it('an empty value is a wrong length', () => {
    expect(validateBusinessLicence('')).toEqual({ ok: false, message: MSG.businessLicenceLength });
  });
});
