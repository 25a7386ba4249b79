import { z } from 'zod';

/** Parse options giving zod's built-in messages in Chinese (our own field texts take precedence). */
export const IN_CHINESE = { error: z.locales.zhCN().localeError } as const;
