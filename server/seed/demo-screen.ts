import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { createStartingDocument } from '../../src/shared/screen/templates/starting-document';
import type { Database } from '../db/database';
import { homepages } from '../db/schema';
import { newPlayerKey } from '../manager/homepage/player-key';
import { demoProjectOf } from './demo-fleet';

/** The editor's own drawing of the screen's main page (what it sends with a save), made once. */
const THUMBNAIL_FILE = new URL('./assets/demo-screen-thumbnail.png', import.meta.url);

const DEMO_SCREEN = {
  name: '一楼展厅主屏',
  screenSize: { width: 1080, height: 1920 },
  templateId: 'exhibition-vmain-page-1',
};

/**
 * Gives the demo project a released screen configuration, so its robots fetch a real screen in
 * their configuration bundle and 已发布屏幕 reads 1. Written once: a project that has any
 * configuration keeps what its users made of it.
 */
export async function ensureDemoScreen(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  const existing = await tx.$count(homepages, eq(homepages.projectId, project.id));
  if (existing > 0) return;
  const document = createStartingDocument(DEMO_SCREEN);
  await tx.insert(homepages).values({
    projectId: project.id,
    name: DEMO_SCREEN.name,
    screenWidth: DEMO_SCREEN.screenSize.width,
    screenHeight: DEMO_SCREEN.screenSize.height,
    document,
    thumbnail: `data:image/png;base64,${readFileSync(THUMBNAIL_FILE).toString('base64')}`,
    version: 1,
    createdAt: now,
    updatedAt: now,
    releasedDocument: document,
    releasedName: DEMO_SCREEN.name,
    releasedVersion: 1,
    releasedAt: now,
    playerKey: newPlayerKey(),
  });
}
