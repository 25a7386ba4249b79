import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_WORK_DAYS, type FaceGroupPurpose } from '../../../src/shared/api/face-groups';
import type { FaceBox } from '../../../src/shared/api/face-people';
import { mediaBlobs } from './media';
import { projectResourceColumns, projectResourceConstraints } from './project-resource-columns';
import { projects } from './projects';
import { users } from './users';

/** A face group (人脸库, resource type FACE_GROUP) of a project: people its robots recognise. */
export const faceGroups = pgTable(
  'face_groups',
  {
    ...projectResourceColumns(),
    description: text('description').notNull().default(''),
    purpose: text('purpose').$type<FaceGroupPurpose>().notNull(),
    /** What the robot says to a recognised member; ${name} is the member's name. */
    greeting: text('greeting').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** Working hours ('HH:mm') the attendance of the group's people is measured against; null: none. */
    workStart: text('work_start'),
    workEnd: text('work_end'),
    /** ISO weekdays, 1 (Monday) to 7, the people work on; attendance counts the others as rest days. */
    workDays: integer('work_days').array().notNull().default(DEFAULT_WORK_DAYS),
  },
  (table) => projectResourceConstraints('face_groups', table),
);

/** A person of a face group: who the robots recognise, by the faces of their photos. */
export const facePeople = pgTable(
  'face_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => faceGroups.id, { onDelete: 'cascade' }),
    /** The group's project, repeated: face search reads a project's people without the join. */
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    staffNumber: text('staff_number').notNull().default(''),
    /** The person's own greeting; empty: the group's. */
    greeting: text('greeting').notNull().default(''),
    /** Recognised from / until these days (inclusive); null: no bound. */
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('face_people_group_idx').on(table.groupId, table.createdAt),
    index('face_people_project_idx').on(table.projectId),
  ],
);

/** A photo of a person with the one face the model found in it: its box and its 128 numbers. */
export const facePhotos = pgTable(
  'face_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => facePeople.id, { onDelete: 'cascade' }),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => mediaBlobs.sha256),
    storageKey: text('storage_key').notNull(),
    /** MD5 of the file as chosen (before the browser recompressed it): a person's duplicate. */
    sourceMd5: text('source_md5').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    box: jsonb('box').$type<FaceBox>().notNull(),
    descriptor: real('descriptor').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('face_photos_person_idx').on(table.personId),
    index('face_photos_blob_idx').on(table.blobSha256),
  ],
);
