import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from '../http/api-error';

/** A write that breaks a unique index (a name another row holds) answers 409 `message`, never a 500. */
export async function withUniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
