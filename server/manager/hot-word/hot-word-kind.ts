import { eq } from 'drizzle-orm';
import {
  HOT_WORD_API,
  HOT_WORD_MSG,
  type HotWordListSummary,
  hotWordCreateBody,
  hotWordEditBody,
  hotWordEnableBody,
  hotWordIdQuery,
  hotWordPageQuery,
} from '../../../src/shared/api/hot-words';
import { hotWordFiles, personalResources } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { usualCalls } from '../resource-kit/usual-calls';
import { hotWordSummaries, isHotWordList } from './hot-word-summary';
import { forgetUnusedBlobs } from './word-file-store';

/** Where hot word lists live and who opens them: type BUTTOM, beside the fallback sets. */
const hotWordLists = {
  type: 'BUTTOM',
  menus: ['BUTTOM'],
  table: personalResources,
  rowsOfKind: isHotWordList,
  messages: HOT_WORD_MSG,
} satisfies Partial<ResourceKind<HotWordListSummary>>;

/** 热词 (resource type BUTTOM): a list of words the robot's recogniser is told to expect. */
export function hotWordListKind(storage: FileStorage): ResourceKind<HotWordListSummary> {
  return {
    ...hotWordLists,
    newRowValues: () => ({ kind: 'HOT_WORD' }),
    log: { action: 'hotWord', idKey: 'listId' },
    read: { summaries: hotWordSummaries },
    calls: usualCalls(HOT_WORD_API, {
      page: hotWordPageQuery,
      id: hotWordIdQuery,
      create: hotWordCreateBody,
      edit: hotWordEditBody,
      enable: hotWordEnableBody,
    }),
    // Its files go with it: their stored bytes once no other row names them.
    async onDelete({ tx, id }) {
      const files = await tx
        .select({ key: hotWordFiles.storageKey })
        .from(hotWordFiles)
        .where(eq(hotWordFiles.listId, id));
      return (db) =>
        forgetUnusedBlobs(
          db,
          storage,
          files.map((file) => file.key),
        );
    },
  };
}

export const hotWordAccess = accessOfKind(hotWordLists);
