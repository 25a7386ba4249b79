import { STORE_SKILL_MSG } from '../../../src/shared/api/store-skills';
import {
  STORE_SKILL_CONFIGURATIONS,
  type StoreSkillCode,
  type StoreSkillConfiguration,
} from '../../../src/shared/skill-store/skill-configurations';
import type { PlacePoint } from '../../../src/shared/skill-store/starting-configuration';
import { badRequest } from '../../http/api-error';
import { validate } from '../../http/validate';

/** The map points a configuration names. */
export function pointIdsOf(code: StoreSkillCode, definition: unknown): string[] {
  switch (code) {
    case 'patrol':
      return (definition as StoreSkillConfiguration<'patrol'>).route.map((stop) => stop.pointId);
    case 'navigate':
      return (definition as StoreSkillConfiguration<'navigate'>).destinations.map((place) => place.pointId);
    case 'guide':
      return (definition as StoreSkillConfiguration<'guide'>).tours.flatMap((tour) =>
        tour.legs.map((leg) => leg.pointId),
      );
    case 'charge':
      return [(definition as StoreSkillConfiguration<'charge'>).chargerPointId];
    default:
      return [];
  }
}

/**
 * A skill's configuration as it may be stored: valid for its code (400 with the schema's words)
 * and naming only points of the project's maps (a charging pile where a pile is asked for).
 */
export function checkedDefinition(
  code: StoreSkillCode,
  definition: unknown,
  places: readonly PlacePoint[],
): unknown {
  const parsed = validate(STORE_SKILL_CONFIGURATIONS[code], definition);
  const byId = new Map(places.map((place) => [place.id, place]));
  const named = pointIdsOf(code, parsed).map((id) => byId.get(id));
  if (named.some((place) => !place)) throw badRequest(STORE_SKILL_MSG.unknownPoint);
  if (code === 'charge' && named[0]?.type !== 'CHARGER') throw badRequest(STORE_SKILL_MSG.notCharger);
  return parsed;
}
