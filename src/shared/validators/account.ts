import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** Login, register and bind forms: 11 digits starting with 1 (accounts spec section 5). */
export const LOGIN_PHONE_PATTERN = /^1\d{10}$/;

/** Register password: 8 to 20 letters and digits, at least one of each. */
export const REGISTER_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);

export const isLoginPhone = (value: string): boolean => LOGIN_PHONE_PATTERN.test(value);
export const isRegisterPassword = (value: string): boolean => REGISTER_PASSWORD_PATTERN.test(value);
