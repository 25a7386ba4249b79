import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  CITIZEN_ID_PROVINCES,
  citizenIdCheckCharacter,
  upgradeCitizenId15To18,
  validateCitizenId,
} from './citizen-id';

/** Every age check in this file is made on this day, so results never depend on the clock. */
const TODAY = new Date(2025, 5, 15);
const DAY_MS = 24 * 3600_000;
const CHECK_CHARACTERS = [...'0123456789X'];

const two = (n: number) => String(n).padStart(2, '0');
const ymd = (date: Date) => `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}`;
const replaceAt = (text: string, index: number, char: string) =>
  text.slice(0, index) + char + text.slice(index + 1);

/** A birth day from today back to 99 years ago, so the holder is 0 to 99 years old. */
const birthDateArb = fc
  .integer({ min: 0, max: 99 * 365 })
  .map((days) => new Date(TODAY.getTime() - days * DAY_MS));
const provinceArb = fc.constantFrom(...Object.keys(CITIZEN_ID_PROVINCES));
const digitsArb = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));

const citizenIdArb = fc
  .record({ province: provinceArb, area: digitsArb(4), birth: birthDateArb, sequence: digitsArb(3) })
  .map(({ province, area, birth, sequence }) => {
    const first17 = `${province}${area}${ymd(birth)}${sequence}`;
    return { id: first17 + citizenIdCheckCharacter(first17), birth, sequence };
  });

const otherDigitArb = (current: string) => fc.constantFrom(...[...'0123456789'].filter((d) => d !== current));

describe('validateCitizenId: valid IDs', () => {
  it('accepts the GB 11643 sample and derives birth date and gender', () => {
    expect(validateCitizenId('11010519491231002X', TODAY)).toEqual({
      ok: true,
      id: '11010519491231002X',
      birthDate: '1949-12-31',
      gender: 'female',
    });
  });

  it('upgrades a 15-digit ID to 18 before checking', () => {
    expect(upgradeCitizenId15To18('130503670401001')).toBe('130503196704010016');
    expect(validateCitizenId('130503670401001', TODAY)).toEqual({
      ok: true,
      id: '130503196704010016',
      birthDate: '1967-04-01',
      gender: 'male',
    });
  });

  it('accepts every generated ID, with its birth date and gender (odd = male)', () => {
    fc.assert(
      fc.property(citizenIdArb, ({ id, birth, sequence }) => {
        const result = validateCitizenId(id, TODAY);
        const birthDate = `${birth.getFullYear()}-${two(birth.getMonth() + 1)}-${two(birth.getDate())}`;
        const gender = Number(sequence[2]) % 2 === 1 ? 'male' : 'female';
        expect(result).toEqual({ ok: true, id, birthDate, gender });
      }),
    );
  });

  it('accepts every generated 15-digit ID of someone born in the 1900s', () => {
    fc.assert(
      fc.property(citizenIdArb, ({ id }) => {
        fc.pre(id.slice(6, 8) === '19');
        const id15 = id.slice(0, 6) + id.slice(8, 17);
        expect(validateCitizenId(id15, TODAY)).toMatchObject({ ok: true, id: upgradeCitizenId15To18(id15) });
      }),
    );
  });

  it('accepts a lower-case x and surrounding spaces', () => {
    expect(validateCitizenId(' 11010519491231002x ', TODAY)).toMatchObject({
      ok: true,
      id: '11010519491231002X',
    });
  });

  it('accepts exactly one of the eleven check characters for any first 17 digits', () => {
    fc.assert(
      fc.property(citizenIdArb, ({ id }) => {
        const accepted = CHECK_CHARACTERS.filter((c) => validateCitizenId(id.slice(0, 17) + c, TODAY).ok);
        expect(accepted).toEqual([id[17]]);
      }),
    );
  });
});

describe('validateCitizenId: messages', () => {
  it('says 身份证号不能为空 for an empty or blank value', () => {
    expect(validateCitizenId('', TODAY)).toEqual({ ok: false, message: '身份证号不能为空' });
    expect(validateCitizenId('   ', TODAY)).toEqual({ ok: false, message: MSG.citizenIdRequired });
  });

  it('says 身份证号格式错误 for a wrong length or a non-digit', () => {
    for (const value of [
      '1101051949123100',
      '11010519491231002XX',
      '11010519491231002A',
      '1101051949123100XX',
    ]) {
      expect(validateCitizenId(value, TODAY)).toEqual({ ok: false, message: '身份证号格式错误' });
    }
  });

  it('says 身份证号地址编码错误 for a province outside the table', () => {
    expect(validateCitizenId('00010519491231002X', TODAY)).toEqual({
      ok: false,
      message: '身份证号地址编码错误',
    });
  });

  it('says 身份证号出生日期错误 for impossible dates and ages outside 0 to 100', () => {
    const withBirth = (birth: string) => {
      const first17 = `110105${birth}002`;
      return validateCitizenId(first17 + citizenIdCheckCharacter(first17), TODAY);
    };
    expect(withBirth('20000229')).toMatchObject({ ok: true });
    expect(withBirth('19250615')).toMatchObject({ ok: true }); // 100 today
    expect(withBirth('19240616')).toMatchObject({ ok: true }); // 101 tomorrow
    expect(withBirth('20250615')).toMatchObject({ ok: true }); // born today
    for (const birth of [
      '20010229',
      '19991301',
      '19990001',
      '19990100',
      '19990431',
      '19240615',
      '20250616',
    ]) {
      expect(withBirth(birth)).toEqual({ ok: false, message: '身份证号出生日期错误' });
    }
  });

  it('says 身份证号最后一位检验位错误 when the weighted mod-11 check fails', () => {
    expect(validateCitizenId('110105194912310021', TODAY)).toEqual({
      ok: false,
      message: '身份证号最后一位检验位错误',
    });
  });
});

describe('validateCitizenId: every single-character corruption of a valid ID fails', () => {
  it('a different check character fails the check', () => {
    fc.assert(
      fc.property(citizenIdArb, fc.constantFrom(...CHECK_CHARACTERS), ({ id }, char) => {
        fc.pre(char !== id[17]);
        expect(validateCitizenId(replaceAt(id, 17, char), TODAY)).toEqual({
          ok: false,
          message: MSG.citizenIdCheckDigit,
        });
      }),
    );
  });

  it('a different digit in the area or sequence code fails the check', () => {
    const positions = [2, 3, 4, 5, 14, 15, 16];
    fc.assert(
      fc.property(
        citizenIdArb.chain(({ id }) =>
          fc
            .constantFrom(...positions)
            .chain((index) => otherDigitArb(id[index]).map((digit) => ({ id, index, digit }))),
        ),
        ({ id, index, digit }) => {
          expect(validateCitizenId(replaceAt(id, index, digit), TODAY)).toEqual({
            ok: false,
            message: MSG.citizenIdCheckDigit,
          });
        },
      ),
    );
  });

  it('a different province digit fails the address, or the check when it names another province', () => {
    fc.assert(
      fc.property(
        citizenIdArb.chain(({ id }) =>
          fc
            .constantFrom(0, 1)
            .chain((index) => otherDigitArb(id[index]).map((digit) => ({ id, index, digit }))),
        ),
        ({ id, index, digit }) => {
          const corrupted = replaceAt(id, index, digit);
          const expected =
            corrupted.slice(0, 2) in CITIZEN_ID_PROVINCES ? MSG.citizenIdCheckDigit : MSG.citizenIdAddress;
          expect(validateCitizenId(corrupted, TODAY)).toEqual({ ok: false, message: expected });
        },
      ),
    );
  });

  it('a birth date digit that makes the date impossible or out of range fails the birth date', () => {
    // Year thousands 0 or 3-9, any other year hundreds, month tens 2-9, day tens 4-9: never a valid birth day.
    const breaking: Record<number, (id: string) => string[]> = {
      6: () => [...'03456789'],
      7: (id) => [...'0123456789'].filter((d) => d !== id[7]),
      10: () => [...'23456789'],
      12: () => [...'456789'],
    };
    fc.assert(
      fc.property(
        citizenIdArb.chain(({ id }) =>
          fc
            .constantFrom(6, 7, 10, 12)
            .chain((index) => fc.constantFrom(...breaking[index](id)).map((digit) => ({ id, index, digit }))),
        ),
        ({ id, index, digit }) => {
          expect(validateCitizenId(replaceAt(id, index, digit), TODAY)).toEqual({
            ok: false,
            message: MSG.citizenIdBirthDate,
          });
        },
      ),
    );
  });

  it('any other birth date digit fails the birth date or, when the date stays possible, the check', () => {
    fc.assert(
      fc.property(
        citizenIdArb.chain(({ id }) =>
          fc
            .integer({ min: 6, max: 13 })
            .chain((index) => otherDigitArb(id[index]).map((digit) => ({ id, index, digit }))),
        ),
        ({ id, index, digit }) => {
          const result = validateCitizenId(replaceAt(id, index, digit), TODAY);
          expect(result.ok).toBe(false);
          expect([MSG.citizenIdBirthDate, MSG.citizenIdCheckDigit]).toContain(!result.ok && result.message);
        },
      ),
    );
  });

  it('a letter or Chinese character anywhere, or a dropped character, fails the format', () => {
    fc.assert(
      fc.property(
        citizenIdArb,
        fc.integer({ min: 0, max: 17 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWYZ', '中', '-'),
        ({ id }, index, char) => {
          expect(validateCitizenId(replaceAt(id, index, char), TODAY)).toEqual({
            ok: false,
            message: MSG.citizenIdFormat,
          });
          expect(validateCitizenId(replaceAt(id, index, ''), TODAY)).toEqual({
            ok: false,
            message: MSG.citizenIdFormat,
          });
        },
      ),
    );
  });
});
