import { eq } from 'drizzle-orm';
import {
  FALLBACK_API,
  FALLBACK_MSG,
  type FallbackMode,
  type FallbackSummary,
  fallbackCreateBody,
  fallbackEditBody,
  fallbackEnableBody,
  fallbackIdQuery,
  fallbackPageQuery,
} from '../../../src/shared/api/fallback';
import { fallbackAnswers, personalResources } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { usualCalls } from '../resource-kit/usual-calls';
import { fallbackSummaries, isFallbackSet, readFallbackSet } from './fallback-summary';

/** The set's own columns from a body: its name and mode (the answers are rows of their own). */
const setColumns = ({ name, mode }: Record<string, unknown>) => ({ name, fallbackMode: mode });

/**
 * 个性兜底 (route reveal, resource type BUTTOM beside the hot word lists): what the robot says
 * when nothing matched. An edit saves the name, the mode and the answers as a whole.
 */
export const fallbackKind: ResourceKind<FallbackSummary> = {
  type: 'BUTTOM',
  menus: ['BUTTOM'],
  table: personalResources,
  rowsOfKind: isFallbackSet,
  newRowValues: () => ({ kind: 'REVEAL' }),
  messages: FALLBACK_MSG,
  log: { action: 'reveal', idKey: 'revealId' },
  read: { summaries: fallbackSummaries, detail: readFallbackSet },
  calls: usualCalls(FALLBACK_API, {
    page: fallbackPageQuery,
    id: fallbackIdQuery,
    create: fallbackCreateBody,
    edit: fallbackEditBody,
    enable: fallbackEnableBody,
    columns: setColumns,
  }),
  async afterEdit({ tx, id }, fields) {
    const { mode, answers } = fields as {
      mode: FallbackMode;
      answers: { situation: string; text: string }[];
    };
    await tx.delete(fallbackAnswers).where(eq(fallbackAnswers.setId, id));
    if (answers.length > 0) {
      await tx
        .insert(fallbackAnswers)
        .values(answers.map((answer, position) => ({ ...answer, setId: id, position })));
    }
    return { mode, answers: answers.length };
  },
};

export const fallbackAccess = accessOfKind(fallbackKind);
