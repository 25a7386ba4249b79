import type { MapPointType } from '../api/maps';
import { INTEREST_ANSWER_TYPES, type StoreSkillCode } from './skill-configurations';

/** A point of the project's map as a starting configuration picks from. */
export interface PlacePoint {
  id: string;
  name: string;
  type: MapPointType;
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const OPENING_HOURS = { days: EVERY_DAY, windows: [{ start: '09:00', end: '17:00' }] };
/** A security patrol runs round the clock unless told otherwise. */
const ROUND_THE_CLOCK = { days: EVERY_DAY, windows: [{ start: '00:00', end: '23:59' }] };

/**
 * The configuration a skill starts with when added to a project: ready to run on the project's
 * own map (a route over its first places, its charging pile), so adding is already useful and the
 * configuration page opens on something to adjust rather than on an empty form.
 */
export function startingConfiguration(code: StoreSkillCode, points: readonly PlacePoint[]): unknown {
  const places = points.filter((point) => point.type !== 'CHARGER');
  const charger = points.find((point) => point.type === 'CHARGER');
  switch (code) {
    case 'patrol':
      return {
        route: places.slice(0, 4).map((point) => ({ pointId: point.id, speech: '', waitSeconds: 10 })),
        schedule: ROUND_THE_CLOCK,
        repeat: 'LOOP',
      };
    case 'volumeControl':
      return { defaultVolume: 60, bands: [{ start: '12:00', end: '14:00', volume: 80 }] };
    case 'sleepReport':
      return {
        days: OPENING_HOURS.days,
        sleepAt: '17:30',
        wakeAt: '08:30',
        sleepSpeech: '今天的服务到此结束，感谢您的光临，明天见。',
        wakeSpeech: '早上好，今天也请多关照。',
      };
    case 'navigate':
      return {
        destinations: places.map((point) => ({ pointId: point.id, arrivalSpeech: `${point.name}到了。` })),
        departSpeech: '好的，请跟我来。',
      };
    case 'guide':
      return {
        tours: [
          {
            name: '精品路线',
            legs: places
              .slice(0, 3)
              .map((point) => ({ pointId: point.id, explanation: `我们前往${point.name}。` })),
          },
        ],
      };
    case 'charge':
      return {
        chargerPointId: charger?.id ?? '',
        goBelow: 20,
        leaveAbove: 95,
        speech: '我的电量不足，先去充个电。',
      };
    case 'application':
      return { apps: [] };
    case 'interestAnswer':
      return {
        interestAnswerType: Object.keys(INTEREST_ANSWER_TYPES)[0],
        interestQuestionList: [{ question: '什么东西越洗越脏？', answer: '是水呀！' }],
      };
    case 'questionnaire':
      return {
        title: '参观满意度调查',
        questions: [
          {
            id: 'q1',
            kind: 'RADIO',
            title: '您对今天的参观满意吗？',
            options: ['非常满意', '满意', '一般'],
            allowOther: true,
          },
          { id: 'q2', kind: 'NUMBER', title: '您愿意向朋友推荐本馆吗？（0–10 分）', min: 0, max: 10 },
        ],
        schedule: OPENING_HOURS,
      };
  }
}
