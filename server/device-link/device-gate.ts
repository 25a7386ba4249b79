import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEVICE_LINK_MSG } from '../../src/shared/api/device-link';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { devices } from '../db/schema';
import { type ApiError, forbidden, tooMany, unauthorized } from '../http/api-error';
import type { DeviceRateLimit } from './device-rate-limit';
import { bearerToken, hashDeviceToken } from './device-token';

/** The robot behind a device token: everything it may reach hangs off these two ids. */
export interface DeviceIdentity {
  id: string;
  projectId: string;
  name: string;
  expiresAt: Date;
}

const identityColumns = {
  id: devices.id,
  projectId: devices.projectId,
  name: devices.name,
  expiresAt: devices.expiresAt,
  disabledAt: devices.disabledAt,
};

/** The digest of a well-formed bearer token; 401 when there is none. */
function tokenHashOf(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw unauthorized(DEVICE_LINK_MSG.tokenMissing);
  return hashDeviceToken(token);
}

/** Why a device whose token matches may not go on, or null when it may. */
export function accessRefusal(row: { disabledAt: Date | null; expiresAt: Date }, now: Date): ApiError | null {
  if (row.disabledAt) return forbidden(DEVICE_LINK_MSG.disabled);
  if (row.expiresAt.getTime() <= now.getTime()) return forbidden(DEVICE_LINK_MSG.expired);
  return null;
}

/**
 * Authenticates device calls. Nothing is cached: every call reads the key's row, so disabling,
 * expiry and re-activation (a new token voids the old) end a robot's access at its next call.
 */
export class DeviceGate {
  /** Every device call asks it: prepared once, parsed and planned once per connection. */
  private readonly byTokenHash;

  constructor(
    db: Database,
    private readonly clock: Clock,
    private readonly rateLimit: DeviceRateLimit,
  ) {
    this.byTokenHash = db
      .select(identityColumns)
      .from(devices)
      .where(eq(devices.tokenHash, sql.placeholder('tokenHash')))
      .prepare('device_by_token_hash');
  }

  /** The token's hash, once the token is well formed and its device within its call budget. */
  async credential(request: FastifyRequest): Promise<string> {
    const tokenHash = tokenHashOf(request);
    if (!(await this.rateLimit.take(tokenHash))) throw tooMany(DEVICE_LINK_MSG.tooManyCalls);
    return tokenHash;
  }

  /** The calling device, within its call budget (the budget and the device are read at once). */
  async authenticate(request: FastifyRequest): Promise<DeviceIdentity> {
    const tokenHash = tokenHashOf(request);
    const rows = await this.rateLimit.takeAlongside(tokenHash, () => this.byTokenHash.execute({ tokenHash }));
    if (!rows) throw tooMany(DEVICE_LINK_MSG.tooManyCalls);
    return this.allowedIn(rows[0]);
  }

  /** The device of a token hash still allowed in; 401 for an unknown token, 403 disabled or expired. */
  async identify(tokenHash: string): Promise<DeviceIdentity> {
    const [row] = await this.byTokenHash.execute({ tokenHash });
    return this.allowedIn(row);
  }

  private allowedIn(row: (DeviceIdentity & { disabledAt: Date | null }) | undefined): DeviceIdentity {
    if (!row) throw unauthorized(DEVICE_LINK_MSG.tokenInvalid);
    const refusal = accessRefusal(row, this.clock.now());
    if (refusal) throw refusal;
    return { id: row.id, projectId: row.projectId, name: row.name, expiresAt: row.expiresAt };
  }
}
