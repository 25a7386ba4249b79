import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/api-error';

/** A write that breaks a unique index answers 409 with `message`, never the database's 500. */
export async function uniqueOr<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
