import { notInArray, sql } from 'drizzle-orm';
import type { ResourceCategory } from '../../src/shared/api/material';
import type { Database } from '../db/database';
import { stockMaterials } from '../db/schema/media';

/** One entry of the stock manifest (src/shared/media/stock-library.ts). */
export interface StockEntry {
  id: string;
  name: string;
  category: ResourceCategory;
  /** Served path under public/, e.g. `/stock/icons/home.svg`. */
  file: string;
  keywords: readonly string[];
}

/**
 * Makes the server library records match the manifest shipped with this build: new entries
 * added, changed ones updated, withdrawn ones removed. Runs at every start; cheap and idempotent.
 */
export async function syncStockLibrary(db: Database, entries: readonly StockEntry[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (entries.length > 0) {
      const rows = entries.map((entry, index) => ({
        id: entry.id,
        resourceName: entry.name,
        resourceUrl: entry.file,
        keywords: entry.keywords.join(' '),
        resourceCategory: entry.category,
        sortOrder: index,
      }));
      await tx
        .insert(stockMaterials)
        .values(rows)
        .onConflictDoUpdate({
          target: stockMaterials.id,
          set: {
            resourceName: sql`excluded.resource_name`,
            resourceUrl: sql`excluded.resource_url`,
            keywords: sql`excluded.keywords`,
            resourceCategory: sql`excluded.resource_category`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
    }
    await tx.delete(stockMaterials).where(
      entries.length > 0
        ? notInArray(
            stockMaterials.id,
            entries.map((entry) => entry.id),
          )
        : undefined,
    );
  });
}
