import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  type AvailabilityCheck,
  enterpriseNameCheckBody,
  enterpriseNoCheckBody,
} from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { enterpriseCertifications, tenants } from '../../db/schema';
import { validate } from '../../http/validate';

/** An enterprise certified or under review holds its name and number. */
const HOLDING = inArray(enterpriseCertifications.status, ['PASSED', 'PENDING']);

export async function enterpriseNameTaken(db: Database, enterpriseName: string): Promise<boolean> {
  const [held] = await db
    .select({ id: enterpriseCertifications.id })
    .from(enterpriseCertifications)
    .where(and(eq(enterpriseCertifications.enterpriseName, enterpriseName), HOLDING))
    .limit(1);
  if (held) return true;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, enterpriseName));
  return tenant !== undefined;
}

export async function registrationNoTaken(db: Database, registrationNo: string): Promise<boolean> {
  const [held] = await db
    .select({ id: enterpriseCertifications.id })
    .from(enterpriseCertifications)
    .where(and(eq(enterpriseCertifications.registrationNo, registrationNo), HOLDING))
    .limit(1);
  return held !== undefined;
}

const availability = (taken: boolean, message: string): AvailabilityCheck =>
  taken ? { available: false, message } : { available: true, message: null };

/** POST certification/enterprise/name/check and /no/check: whether the form's value is still free. */
export function enterpriseDuplicateRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.post(UC.enterpriseNameCheck, async (request) => {
    await authenticate(context, request);
    const { enterpriseName } = validate(enterpriseNameCheckBody, request.body);
    return ok(availability(await enterpriseNameTaken(db, enterpriseName), MSG.enterpriseNameTaken));
  });

  app.post(UC.enterpriseNoCheck, async (request) => {
    await authenticate(context, request);
    const { registrationNo } = validate(enterpriseNoCheckBody, request.body);
    return ok(availability(await registrationNoTaken(db, registrationNo), MSG.registrationNoTaken));
  });
}
