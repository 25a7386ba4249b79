import type { BundleSkills } from '../shared/skill-store/bundle-skills';
import { catalogueEntry } from '../shared/skill-store/catalogue';

/** A stop the robot walks a visitor to: said on setting off towards it, said on arriving. */
export interface Leg {
  point: string;
  onTheWay: string;
  onArrival: string;
}

/** What a visitor asked the robot to do itself, and how it answers in the conversation. */
export type VisitorRequest = (
  | { kind: 'lead'; legs: Leg[] }
  | { kind: 'open'; app: { name: string; address: string } }
) & { answer: string; matched: string; intent: string };

/** The intent a robot reports for a store skill it carried out: the skill's name in the store. */
export const skillIntent = (skillStoreCode: 'navigate' | 'guide' | 'application'): string =>
  catalogueEntry(skillStoreCode)?.name ?? skillStoreCode;

/** How visitors ask for a tour: 「带我参观精品路线」, or just its name. */
const TOUR_WORDS = ['带我参观', '我想参观', '带我去', '参观', ''];
/** How visitors ask for an app on the screen: 「打开地图导览」. */
const APP_WORDS = ['打开', '我要用', '启动'];

/** What follows one of `words` at the start of `asked`, for each word it starts with. */
const restsAfter = (asked: string, words: readonly string[]) =>
  words.filter((word) => asked.startsWith(word)).map((word) => asked.slice(word.length));

/**
 * The store skills a visitor's words start (navigate: 「带我去展厅B」, guide: 「带我参观精品路线」,
 * application: 「打开地图导览」); null for a question for the platform's matcher. Navigate wins over
 * a tour of the same name.
 */
export function visitorRequest(skills: BundleSkills, question: string): VisitorRequest | null {
  const asked = question.replace(/[？?。！!\s]/g, '');
  const { navigate, guide, application } = skills;
  const destination = navigate?.destinations.find(({ point }) =>
    restsAfter(asked, navigate.triggers).includes(point),
  );
  if (navigate && destination)
    return {
      kind: 'lead',
      legs: [{ point: destination.point, onTheWay: '', onArrival: destination.arrivalSpeech }],
      answer: navigate.departSpeech || '好的，请跟我来。',
      matched: `导航：${destination.point}`,
      intent: skillIntent('navigate'),
    };
  const tour = guide?.tours.find(({ name }) => restsAfter(asked, TOUR_WORDS).includes(name));
  if (tour && tour.legs.length > 0) {
    const legs = tour.legs.map(({ point, explanation }) => ({ point, onTheWay: explanation, onArrival: '' }));
    legs[legs.length - 1].onArrival = `「${tour.name}」参观结束，感谢您的聆听。`;
    return {
      kind: 'lead',
      legs,
      // The first leg is explained on setting off: the answer the visitor hears.
      answer: `好的，请跟我参观「${tour.name}」。${tour.legs[0].explanation}`,
      matched: `引领：${tour.name}`,
      intent: skillIntent('guide'),
    };
  }
  const app = application?.apps.find(({ name }) => restsAfter(asked, APP_WORDS).includes(name));
  if (app)
    return {
      kind: 'open',
      app: { name: app.name, address: app.address },
      answer: `好的，正在为您打开「${app.name}」。`,
      matched: `应用：${app.name}`,
      intent: skillIntent('application'),
    };
  return null;
}
