import { count, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import { type CertificationKind, type ReviewItem, reviewPageQuery } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import type { VerificationStatus } from '../../../src/shared/permissions';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { enterpriseCertifications, personalCertifications, users } from '../../db/schema';
import { validate } from '../../http/validate';
import { authenticateReviewer } from './reviewer';

interface Columns {
  id: AnyPgColumn;
  status: AnyPgColumn;
  submittedAt: AnyPgColumn;
  reviewedAt: AnyPgColumn;
}

/** Pending first, the oldest waiting longest on top; then decided ones, the newest decision on top. */
const sortColumns = (table: Columns) => ({
  pendingRank: sql<number>`case when ${table.status} = 'PENDING' then 0 else 1 end`.as('pending_rank'),
  sortKey: sql<string>`case when ${table.status} = 'PENDING' then extract(epoch from ${table.submittedAt})
    else -extract(epoch from coalesce(${table.reviewedAt}, ${table.submittedAt})) end`.as('sort_key'),
});

const statusFilter = (column: AnyPgColumn, status: VerificationStatus | undefined): SQL | undefined =>
  status ? eq(column, status) : undefined;

/**
 * Both kinds as rows of one shape: `name`, `number` and the pictures mean what `kind` says. Output
 * names are unique, since the union's ORDER BY can name nothing else.
 */
function reviewRows(db: Database, status: VerificationStatus | undefined) {
  const personal = db
    .select({
      kind: sql<CertificationKind>`'personal'`.as('kind'),
      id: personalCertifications.id,
      status: personalCertifications.status,
      reason: personalCertifications.reason,
      submittedAt: personalCertifications.submittedAt,
      reviewedAt: personalCertifications.reviewedAt,
      submitterId: sql<string>`${users.id}`.as('submitter_id'),
      submitterAccount: users.account,
      submitterNickname: users.nickname,
      name: personalCertifications.realName,
      number: personalCertifications.citizenId,
      firstImage: personalCertifications.idFrontImage,
      secondImage: personalCertifications.idBackImage,
      ...sortColumns(personalCertifications),
    })
    .from(personalCertifications)
    .innerJoin(users, eq(users.id, personalCertifications.userId))
    .where(statusFilter(personalCertifications.status, status));
  const enterprise = db
    .select({
      kind: sql<CertificationKind>`'enterprise'`.as('kind'),
      id: enterpriseCertifications.id,
      status: enterpriseCertifications.status,
      reason: enterpriseCertifications.reason,
      submittedAt: enterpriseCertifications.submittedAt,
      reviewedAt: enterpriseCertifications.reviewedAt,
      submitterId: sql<string>`${users.id}`.as('submitter_id'),
      submitterAccount: users.account,
      submitterNickname: users.nickname,
      name: enterpriseCertifications.enterpriseName,
      number: enterpriseCertifications.registrationNo,
      firstImage: enterpriseCertifications.licenceImage,
      secondImage: sql<string | null>`null`.as('second_image'),
      ...sortColumns(enterpriseCertifications),
    })
    .from(enterpriseCertifications)
    .innerJoin(users, eq(users.id, enterpriseCertifications.submittedBy))
    .where(statusFilter(enterpriseCertifications.status, status));
  return unionAll(personal, enterprise);
}

type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

function toItem(row: ReviewRow): ReviewItem {
  const common = {
    id: row.id,
    status: row.status,
    reason: row.reason,
    submittedAt: new Date(row.submittedAt).toISOString(),
    reviewedAt: row.reviewedAt ? new Date(row.reviewedAt).toISOString() : null,
    submitter: { id: row.submitterId, account: row.submitterAccount, nickname: row.submitterNickname },
  };
  return row.kind === 'personal'
    ? {
        ...common,
        kind: 'personal',
        realName: row.name,
        citizenId: row.number,
        idFrontImage: row.firstImage,
        idBackImage: row.secondImage,
      }
    : {
        ...common,
        kind: 'enterprise',
        enterpriseName: row.name,
        registrationNo: row.number,
        licenceImage: row.firstImage,
      };
}

/** GET review/page (reviewers only): every submission of both kinds, pending first, paged. */
export function reviewPageRoute(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(UC.reviewPage, async (request) => {
    await authenticateReviewer(context, request);
    const query = validate(reviewPageQuery, request.query);
    const [rows, [personal], [enterprise]] = await Promise.all([
      reviewRows(db, query.status)
        .orderBy(sql`pending_rank`, sql`sort_key`, sql`id`)
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db
        .select({ total: count() })
        .from(personalCertifications)
        .where(statusFilter(personalCertifications.status, query.status)),
      db
        .select({ total: count() })
        .from(enterpriseCertifications)
        .where(statusFilter(enterpriseCertifications.status, query.status)),
    ]);
    return ok(pageOf(rows.map(toItem), query, personal.total + enterprise.total));
  });
}
