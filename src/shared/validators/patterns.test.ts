import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  isLicencePlate,
  isMobilePhone,
  isPersonalName,
  isTemplateVariable,
  isUrl,
  validateLicencePlate,
  validateMobilePhone,
  validatePersonalName,
  validateUrl,
} from './patterns';

describe('mobile phone', () => {
  it('takes 11 digits starting with 1 then 3 to 8', () => {
    for (const phone of ['13012345678', '15899990000', '18800001111', '17612345678'])
      expect(isMobilePhone(phone)).toBe(true);
    for (const phone of ['12012345678', '19012345678', '1301234567', '130123456789', '1301234567a', '']) {
      expect(isMobilePhone(phone)).toBe(false);
    }
  });

  it('reports the spec message', () => {
    expect(validateMobilePhone('12345')).toEqual({ ok: false, message: '请输入11位手机号码' });
    expect(validateMobilePhone('13812345678')).toEqual({ ok: true });
  });
});

describe('Chinese personal name', () => {
  it('takes 2 to 5 Chinese characters', () => {
    for (const name of ['王芳', '欧阳娜娜', '司马相如之', '𠮷田']) expect(isPersonalName(name)).toBe(true);
    for (const name of ['王', '司马相如之子', 'Li Lei', '王 芳', '王1', ''])
      expect(isPersonalName(name)).toBe(false);
    expect(validatePersonalName('A')).toEqual({ ok: false, message: MSG.personalNameInvalid });
  });
});

describe('licence plate', () => {
  it('takes ordinary mainland plates', () => {
    for (const plate of [
      '京A12345',
      '粤B1234X',
      '沪C9K8J7',
      '苏E12345',
      '浙A1234挂',
      '川A1234学',
      '粤Z1234港',
    ]) {
      expect(isLicencePlate(plate)).toBe(true);
    }
  });

  it('takes new-energy plates with D or F', () => {
    for (const plate of ['粤BD12345', '京AF12345', '沪ADA1234', '粤B12345D', '苏E54321F'])
      expect(isLicencePlate(plate)).toBe(true);
  });

  it('refuses unknown provinces, I/O letters and wrong lengths', () => {
    for (const plate of [
      'A12345',
      '港A12345',
      '京I12345',
      '京A1234O',
      '京A1234',
      '粤BE12345',
      '粤B12345E',
      '粤BD1234A',
      '沪AD1A234',
    ]) {
      expect(isLicencePlate(plate)).toBe(false);
    }
    expect(validateLicencePlate('京A1234')).toEqual({ ok: false, message: MSG.licencePlateInvalid });
  });
});

describe('URL and template variable', () => {
  it('takes http, https, ftp and file addresses', () => {
    for (const url of [
      'http://example.com',
      'https://a.b/c?d=1&e=2#f',
      'ftp://files.example.org/x.zip',
      'file:///tmp/a.wav',
    ]) {
      expect(isUrl(url)).toBe(true);
    }
    for (const url of ['example.com', 'mailto:a@b.c', 'ws://x.y', 'http://', 'https://a b'])
      expect(isUrl(url)).toBe(false);
    expect(validateUrl('www.example.com')).toEqual({ ok: false, message: MSG.urlInvalid });
  });

  it('recognises values starting with $ or ${', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal template variable is the input under test
    for (const value of ['$name', '${name}', '$']) expect(isTemplateVariable(value)).toBe(true);
    for (const value of ['name', ' $name', '{$name}']) expect(isTemplateVariable(value)).toBe(false);
  });
});
