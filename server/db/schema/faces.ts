import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import type { FaceGroupPurpose } from '../../../src/shared/api/face-groups';
import { projectResourceColumns, projectResourceConstraints } from './project-resource-columns';

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
  },
  (table) => projectResourceConstraints('face_groups', table),
);
