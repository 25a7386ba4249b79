import { eq } from 'drizzle-orm';
import { skills } from '../../db/schema';

/** The store skills' rows of the skills table the scene skills share. */
export const isStoreSkill = eq(skills.kind, 'STORE');
