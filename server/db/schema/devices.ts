import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CommandKind,
  CommandPayload,
  CommandStatus,
  OrderKind,
  OrderStatus,
} from '../../../src/shared/api/devices';
import { projects } from './projects';
import { users } from './users';

/**
 * A robot of a project. The row exists from the moment its activation key is paid for (a
 * device slot, 待激活); the robot fills in its serial and receives a device token when it
 * activates with the key. The token is stored as its SHA-256 only. The last heartbeat's state
 * lives on the row itself: heartbeats update, they do not append.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    model: text('model').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    activationKey: text('activation_key').notNull().unique(),
    /** The BUY order that issued the key (null for keys made otherwise, such as the demo's). */
    orderId: uuid('order_id').references((): AnyPgColumn => deviceOrders.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Disabled by an operator (停用): the robot's token stops working at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    serial: text('serial'),
    firmware: text('firmware'),
    tokenHash: text('token_hash').unique(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    battery: integer('battery'),
    charging: integer('charging'),
    volume: integer('volume'),
    currentPage: text('current_page'),
    mapId: text('map_id'),
    positionX: doublePrecision('position_x'),
    positionY: doublePrecision('position_y'),
    pointName: text('point_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('devices_project_idx').on(table.projectId, table.createdAt),
    index('devices_order_idx').on(table.orderId),
    uniqueIndex('devices_project_serial_idx').on(table.projectId, table.serial),
  ],
);

/**
 * An order for activation keys (BUY: `quantity` new devices of `model`) or for a renewal
 * (RENEW: `months` more for `deviceId`). Keys are issued, or the expiry extended, when the
 * payment provider confirms; a confirmed order is never applied twice.
 */
export const deviceOrders = pgTable(
  'device_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderKind>().notNull(),
    model: text('model').notNull(),
    quantity: integer('quantity').notNull(),
    months: integer('months').notNull(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    /** In fen (分): money is never a float. */
    amount: integer('amount').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('PENDING'),
    paymentRef: text('payment_ref').unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('device_orders_project_idx').on(table.projectId, table.createdAt),
    check('device_orders_renew_has_device', sql`${table.kind} <> 'RENEW' or ${table.deviceId} is not null`),
  ],
);

/** A command an operator sent to a robot, through its whole life (sent → acknowledged → done). */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CommandKind>().notNull(),
    payload: jsonb('payload').$type<CommandPayload>().notNull(),
    status: text('status').$type<CommandStatus>().notNull().default('PENDING'),
    result: text('result'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** A command not finished by then reads as TIMED_OUT. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('device_commands_device_idx').on(table.deviceId, table.createdAt),
    index('device_commands_open_idx').on(table.deviceId).where(sql`${table.status} in ('PENDING', 'SENT')`),
  ],
);
