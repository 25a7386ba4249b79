import type { EntryHit } from './dictionary-scanner';
import { FUNCTION_CHARACTERS } from './function-characters';

/**
 * A thing a visitor says is lost (身份证不见了, 耳机掉哪了, 相机整没了: all read …丢 by the everyday
 * words) is a lost thing whatever it is: the library asks 东西丢了怎么办 once, not for every thing
 * a visitor may lose, and the thing's own word pulls elsewhere (耳机 to the audio guide, 身份证 to
 * booking). So 东西 is read before such a 丢. Not after a person (孩子丢了, 我妈丢了: someone
 * is lost, 孩子走丢了怎么办), nor where 丢 leads on to what was not found (找不着车位 reads 丢车位).
 */
const LOST = /丢(?=$|[了在哪掉啦咯\s])/gu;
const HAN = /\p{Script=Han}/u;
/**
 * Someone lost rather than something: a person named just before the 丢, or 走丢, 跟丢, 追丢; and
 * a child, an elder or family anywhere (我儿子一转眼就不见了 reads 孩子一转眼就丢了), a parent or a
 * partner too (我爸溜达着就找不见了; not a friend or a classmate, whose phone a visitor may report).
 */
const SOMEONE_NAMED = /孩子|老人|家人|我爸|我妈|老公|老婆|爱人|老伴|同伴/u;
const SOMEONE_LOST = /(孩子|老人|家人|人|妈|爸|伴|友|哥|姐|弟|妹|爷|奶|婆|公|学生|老二|老大|走|跟|追)$/u;
const THING = '东西';
/** The reading's own "dictionary": no slot ever takes it. */
const LOST_THING_READING = '_lost-thing';

/**
 * The 东西 to read before a lost thing's 丢, as a hit of no length in the text the `hits` were
 * found in (`canonical` is that text with them written as their values), or null. A hit like the
 * others, so whatever places the hits in the canonical text (the intents' slots) still finds them.
 */
export function lostThingHit(canonical: string, hits: readonly EntryHit[]): EntryHit | null {
  if (canonical.includes(THING) || SOMEONE_NAMED.test(canonical)) return null;
  for (const match of canonical.matchAll(LOST)) {
    const at = match.index ?? 0;
    const before = canonical.slice(0, at);
    const previous = before.at(-1) ?? '';
    if (!HAN.test(previous) || FUNCTION_CHARACTERS.has(previous) || SOMEONE_LOST.test(before)) continue;
    // Where the 丢 stands in the text read: before every hit written at or after it.
    let shift = 0;
    for (const hit of hits) {
      if (hit.start + shift >= at) break;
      shift += hit.value.length - (hit.end - hit.start);
    }
    const start = at - shift;
    return { start, end: start, dictionaryId: LOST_THING_READING, value: THING, surface: '' };
  }
  return null;
}
