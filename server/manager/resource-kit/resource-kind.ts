import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { MenuCode, ResourceType } from '../../../src/shared/permissions';
import type { Database } from '../../db/database';
import type { ResourceAccess } from '../../permissions/resource-access';

/**
 * The columns every project resource's table has (speakers, intents, Q&A libraries…): the kit reads
 * and writes a row through them, the permission rules read its scope and creator.
 */
export type ProjectResourceTable = PgTable & {
  id: PgColumn;
  projectId: PgColumn;
  tenantId: PgColumn;
  userId: PgColumn;
  name: PgColumn;
  createdBy: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** The operation log's words for a kind: `${action}.create` … with the row's id under `idKey`. */
export interface ResourceLog {
  action: string;
  idKey: string;
}

/** The messages of a kind's calls, in the spec's (or the area's) words. */
export interface ResourceMessages {
  notFound: string;
  created: string;
  saved: string;
  enabled?: string;
  disabled?: string;
  /** 删除成功 when not said. */
  deleted?: string;
  nameTaken: string;
}

/** What a change hook is handed: the transaction, the row and its project. */
export interface RowChange {
  tx: Database;
  id: string;
  projectId: string;
}

/** What an operation log entry may say. */
export type LogDetail = Record<string, string | number | boolean | null>;

/** A row about to be created. */
export interface NewRow {
  tx: Database;
  projectId: string;
  now: Date;
}

/**
 * How a kind's rows become the summaries its list and detail answer: the kind's own select
 * (columns, joins) for a condition, and the rows turned into summaries with the caller's flags.
 */
export interface ResourceRead<Summary> {
  summaries(access: ResourceAccess, where: SQL | undefined, page?: RowPage): Promise<Summary[]>;
  /** The detail answer when it holds more than the summary (an intent's slots and examples). */
  detail?(access: ResourceAccess, id: string): Promise<unknown>;
}

/** The order and window of a page of rows. */
export interface RowPage {
  orderBy: (PgColumn | SQL)[];
  limit: number;
  offset: number;
}

type Body = z.ZodType<Record<string, unknown>>;

/** What the checks of a kind's calls read of it. */
export type ResourceKindPlace = Pick<
  ResourceKind<unknown>,
  'type' | 'menus' | 'table' | 'rowsOfKind' | 'messages'
>;

/**
 * One resource kind inside a project, declared once: where its rows live, who may open its
 * screen, how a row reads, and the hooks for what is its own. `resource-kind-calls` registers the
 * usual calls from it (page, detail, create, edit, enable, delete), each with the menus, the
 * project's and the row's flags and the operation log; tags and shares go through the generic
 * resource calls with `type`.
 */
export interface ResourceKind<Summary> {
  type: ResourceType;
  /** The menu codes of its screen's route: every call needs all of them (spec section 6). */
  menus: MenuCode[];
  table: ProjectResourceTable;
  /** Its rows in a table several kinds share (hot word lists and fallback sets). */
  rowsOfKind?: SQL;
  /** The kind's own filters of its list, from its page query (a store skill's label). */
  pageFilter?(query: ResourcePageQuery): SQL | undefined;
  /** What every new row of the kind carries besides the body (its kind in a shared table). */
  newRowValues?(row: NewRow): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The order of its list; the newest change first when not said. */
  order?: (PgColumn | SQL)[];
  messages: ResourceMessages;
  log: ResourceLog;
  read: ResourceRead<Summary>;
  calls: ResourceCalls;
  /** Checks and writes of an edit beyond the row's own columns (an intent's reply, a set's answers). */
  beforeEdit?(change: RowChange, fields: Record<string, unknown>): Promise<void>;
  /** …and what the operation log should add about them. */
  afterEdit?(change: RowChange, fields: Record<string, unknown>): Promise<LogDetail>;
  /** Why the row may not change state (a project's default speaker stays enabled), or nothing. */
  enableRefusal?(change: RowChange, enabled: boolean): Promise<string | undefined>;
  /** What uses the row, in words that name it, so it may not be deleted; nothing when free. */
  deleteRefusal?(change: RowChange): Promise<string | undefined>;
  /**
   * Reads, before the row goes, what it holds outside the database, and returns the work that frees
   * it once the delete has committed (stored files no row names any more).
   */
  onDelete?(change: RowChange): Promise<(db: Database) => Promise<void>>;
}

/** A call's address; `:id` in the path takes the row from it, else the query or the body has it. */
export interface ResourceRoute {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
}

export interface ResourceCalls {
  page?: { url: string; query: z.ZodType<ResourcePageQuery> };
  detail?: ResourceRoute & { id?: z.ZodType<{ id: string }> };
  create?: ResourceRoute & {
    body: Body;
    columns?: (fields: Record<string, unknown>) => Record<string, unknown>;
  };
  edit?: ResourceRoute & {
    body: Body;
    columns?: (fields: Record<string, unknown>) => Record<string, unknown>;
  };
  enable?: ResourceRoute & { body: z.ZodType<{ id: string; enabled: boolean }> };
  remove?: ResourceRoute & { id?: z.ZodType<{ id: string }> };
}

/** What every list of a kind is filtered by. */
export interface ResourcePageQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  name?: string;
  tag?: string;
}
