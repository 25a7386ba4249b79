import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { IMAGE_CODE_LENGTH, IMAGE_CODE_TTL_MS } from '../../src/shared/constants';
import type { Database } from '../db/database';
import { imageCodes } from '../db/schema';

export interface IssuedImageCode {
  key: string;
  text: string;
  svg: string;
}

/** Characters that read alike on a noisy picture are left out. */
const CONFUSABLE = '0oO1iIlLqg9';

export async function issueImageCode(
  db: Database,
  now: Date,
  size: { width: number; height: number },
): Promise<IssuedImageCode> {
  const captcha = svgCaptcha.create({
    size: IMAGE_CODE_LENGTH,
    width: size.width,
    height: size.height,
    fontSize: Math.round(size.height * 0.8),
    noise: 2,
    color: true,
    background: '#f2f5fa',
    ignoreChars: CONFUSABLE,
  });
  const key = randomBytes(18).toString('base64url');
  await db.insert(imageCodes).values({
    key,
    text: captcha.text,
    expiresAt: new Date(now.getTime() + IMAGE_CODE_TTL_MS),
  });
  return { key, text: captcha.text, svg: captcha.data };
}

/** One-time: the code is deleted by the first attempt, right or wrong. Case does not matter. */
export async function spendImageCode(db: Database, now: Date, key: string, answer: string): Promise<boolean> {
  const [spent] = await db.delete(imageCodes).where(eq(imageCodes.key, key)).returning();
  return !!spent && spent.expiresAt > now && spent.text.toLowerCase() === answer.trim().toLowerCase();
}
