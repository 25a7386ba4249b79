import { and, eq } from 'drizzle-orm';
import type { BundleSkills } from '../../../src/shared/skill-store/bundle-skills';
import {
  isStoreSkillCode,
  NAVIGATE_TRIGGERS,
  STORE_SKILL_CONFIGURATIONS,
  type StoreSkillCode,
  type StoreSkillConfiguration,
} from '../../../src/shared/skill-store/skill-configurations';
import type { Database } from '../../db/database';
import { skills } from '../../db/schema';
import { projectPlaces } from './project-places';
import { isStoreSkill } from './store-skill-rows';

type Config<Code extends StoreSkillCode> = StoreSkillConfiguration<Code>;

/**
 * The project's enabled store skills for its robots: each configuration as stored, map points
 * turned into the names robots walk by. A point deleted from the map since is left out of a route
 * (a charge skill whose pile is gone is left out whole: the robot charges where it stands).
 */
export async function bundleStoreSkills(db: Database, projectId: string): Promise<BundleSkills> {
  const rows = await db
    .select({ code: skills.storeSkillCode, definition: skills.definition })
    .from(skills)
    .where(and(isStoreSkill, eq(skills.projectId, projectId), eq(skills.enabled, true)));
  if (rows.length === 0) return {};
  const names = new Map((await projectPlaces(db, projectId)).map((place) => [place.id, place.name]));
  const named = <T extends { pointId: string }>(items: T[]) =>
    items.flatMap(({ pointId, ...item }) => {
      const point = names.get(pointId);
      return point ? [{ point, ...item }] : [];
    });
  const bundle: BundleSkills = {};
  for (const { code, definition } of rows) {
    if (!code || !isStoreSkillCode(code)) continue;
    // Stored definitions were checked on save; one from an older schema is skipped, not sent broken.
    const parsed = STORE_SKILL_CONFIGURATIONS[code].safeParse(definition);
    if (!parsed.success) continue;
    const config = parsed.data;
    switch (code) {
      case 'patrol': {
        const { route, ...rest } = config as Config<'patrol'>;
        bundle.patrol = { ...rest, route: named(route) };
        break;
      }
      case 'navigate': {
        const { destinations, departSpeech } = config as Config<'navigate'>;
        bundle.navigate = {
          destinations: named(destinations),
          departSpeech,
          triggers: [...NAVIGATE_TRIGGERS],
        };
        break;
      }
      case 'guide':
        bundle.guide = {
          tours: (config as Config<'guide'>).tours.map((tour) => ({
            name: tour.name,
            legs: named(tour.legs),
          })),
        };
        break;
      case 'charge': {
        const { chargerPointId, ...rest } = config as Config<'charge'>;
        const chargerPoint = names.get(chargerPointId);
        if (chargerPoint) bundle.charge = { ...rest, chargerPoint };
        break;
      }
      default:
        Object.assign(bundle, { [code]: config });
    }
  }
  return bundle;
}
