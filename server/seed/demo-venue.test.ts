import { describe, expect, it } from 'vitest';
import { DEMO_HALL_POINTS } from '../../src/shared/demo-hall';
import { VisitorTalk } from '../../src/simulator/visitor-talk';
import { DEMO_INTENTS } from './demo-intents';
import { DEMO_GRAPH_ENTITIES } from './demo-knowledge-graph';
import { DEMO_QA } from './demo-qa-content';
import { PATROL_SPEECH } from './demo-store-skills';

/**
 * Everything the demo project's robots say: the library, the intents' replies, the graph, the
 * patrol's stops, the seeded talk.
 */
function everythingSaid(): string[] {
  const library = Object.values(DEMO_QA).flatMap((pairs) => pairs.flatMap((pair) => pair.answers));
  const intents = DEMO_INTENTS.map((intent) => intent.reply);
  const graph = DEMO_GRAPH_ENTITIES.flatMap((entity) => Object.values(entity.values));
  let seed = 1;
  const talk = new VisitorTalk(() => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  });
  const seeded = Array.from({ length: 500 }, () => talk.next().answer);
  return [...library, ...intents, ...graph, ...Object.values(PATROL_SPEECH), ...new Set(seeded)];
}

describe('the demo venue', () => {
  const said = everythingSaid();

  it('has one closing time and one Wi-Fi wherever its robots say them', () => {
    const closing = said.filter((text) => /闭馆|关门|开放/.test(text) && /\d{1,2}:\d{2}/.test(text));
    expect(closing.length).toBeGreaterThan(3);
    for (const text of closing) expect(text, text).not.toMatch(/18:00|17:30|10:00–17:00/);
    const wifi = said.filter((text) => /Wi-?Fi|无线网络/i.test(text));
    expect(wifi.length).toBeGreaterThan(1);
    for (const text of wifi) expect(text, text).toContain('Museum-Free');
  });

  it("calls each lettered hall by the graph's name for it wherever a robot names both", () => {
    const graphHalls = DEMO_GRAPH_ENTITIES.filter((entity) => entity.concept === '展厅');
    // 陶瓷厅（展厅B） and 展厅B是陶瓷厅 name one hall two ways.
    const namings = said.flatMap((text) => [
      ...[...text.matchAll(/(\p{Script=Han}{2,5}厅)（(展厅[A-Z])）/gu)].map(([, name, letter]) => [
        name,
        letter,
      ]),
      ...[...text.matchAll(/(展厅[A-Z])是(\p{Script=Han}{2,5}?厅)/gu)].map(([, letter, name]) => [
        name,
        letter,
      ]),
    ]);
    expect(namings.length).toBeGreaterThan(2);
    for (const [name, letter] of namings) {
      const hall = graphHalls.find((entity) => entity.aliases?.includes(letter));
      // The pattern may take words before the name (一楼的青铜器厅).
      expect(name.endsWith(hall?.name ?? '?'), `${letter} called ${name}`).toBe(true);
    }
  });

  it('names its halls one way: each hall of the map is a hall of the graph', () => {
    const graphHalls = DEMO_GRAPH_ENTITIES.filter((entity) => entity.concept === '展厅');
    for (const point of DEMO_HALL_POINTS.filter((place) => /展厅/.test(place.name))) {
      expect(
        graphHalls.some((hall) => hall.aliases?.includes(point.name)),
        point.name,
      ).toBe(true);
    }
  });
});
