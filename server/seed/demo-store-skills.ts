import { and, eq } from 'drizzle-orm';
import { catalogueEntry } from '../../src/shared/skill-store/catalogue';
import type { StoreSkillCode } from '../../src/shared/skill-store/skill-configurations';
import { startingConfiguration } from '../../src/shared/skill-store/starting-configuration';
import type { Database } from '../db/database';
import { skills } from '../db/schema';
import { projectPlaces } from '../manager/skill-store/project-places';
import { checkedDefinition } from '../manager/skill-store/store-skill-definition';
import { demoProjectOf } from './demo-fleet';

/** What the demo hall's patrol says at its stops. */
export const PATROL_SPEECH: Record<string, string> = {
  前台: '前台可以领取讲解器和寄存物品。',
  展厅A: '展厅A展出青铜器，请勿触摸展品，拍照请关闭闪光灯。',
  展厅B: '展厅B是陶瓷厅，从唐三彩到明清青花，请勿倚靠展柜。',
  多媒体区: '多媒体区的互动屏欢迎体验。',
};

const DEMO_SKILLS: readonly StoreSkillCode[] = ['patrol', 'charge', 'navigate'];

/**
 * Gives the demo project the store skills a museum hall runs — a patrol of its exhibits all day, the
 * charging pile, navigation to every place — so a fresh start shows a robot patrolling on the
 * monitoring map. Written once: a project that has any store skill keeps what its users made of them.
 */
export async function ensureDemoStoreSkills(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  if ((await tx.$count(skills, and(eq(skills.projectId, project.id), eq(skills.kind, 'STORE')))) > 0) return;
  const places = await projectPlaces(tx, project.id);
  const tour = places.filter((place) => place.name in PATROL_SPEECH);
  if (tour.length < 2) return;
  // Round the clock (the patrol's starting schedule): the demo shows a patrol whenever it is opened.
  const configuration: Record<string, unknown> = {
    patrol: {
      ...(startingConfiguration('patrol', places) as object),
      route: tour.map((place) => ({ pointId: place.id, speech: PATROL_SPEECH[place.name], waitSeconds: 8 })),
    },
  };
  await tx.insert(skills).values(
    DEMO_SKILLS.map((code) => {
      const entry = catalogueEntry(code);
      return {
        projectId: project.id,
        tenantId,
        userId: null,
        kind: 'STORE' as const,
        storeSkillCode: code,
        name: entry?.name ?? code,
        description: entry?.summary ?? '',
        definition: checkedDefinition(
          code,
          configuration[code] ?? startingConfiguration(code, places),
          places,
        ),
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}
