import type { ProjectOverview } from '../../shared/api/overview';
import { formatMagnitude } from '../../shared/format/number';
import type { OverviewLinks } from './overview-links';

export type FigureIcon = 'robot' | 'screen' | 'qa' | 'skill' | 'conversation' | 'unknown' | 'visitor';

/** One figure card of 概览: what it counts, its value as shown, and the area it opens. */
export interface Figure {
  key: FigureIcon;
  title: string;
  value: string;
  /** After the value, smaller: the total of an "online / total" figure, or a unit. */
  suffix?: string;
  hint: string;
  /** The area the card opens, and its name (for the disabled card's tooltip). */
  to: string;
  area: string;
}

/** The unknown-question rate as people read it; "—" on a day without questions. */
export const formatRate = (rate: number | null): string =>
  rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toString()}%`;

/** What the project holds: robots and content. */
export function holdingFigures(overview: ProjectOverview, links: OverviewLinks): Figure[] {
  return [
    {
      key: 'robot',
      title: '在线设备',
      value: formatMagnitude(overview.devices.online),
      suffix: `/ ${formatMagnitude(overview.devices.total)}`,
      hint: '在线 / 全部设备',
      to: links.devices,
      area: '设备管理',
    },
    {
      key: 'screen',
      title: '已发布屏幕',
      value: formatMagnitude(overview.screensPublished),
      suffix: '套',
      hint: '机器人正在使用的应用UI',
      to: links.screens,
      area: '应用UI配置',
    },
    {
      key: 'qa',
      title: '问答对',
      value: formatMagnitude(overview.qaPairs),
      suffix: '条',
      hint: '知识问答库中的标准问答',
      to: links.qaLibrary,
      area: '知识问答库',
    },
    {
      key: 'skill',
      title: '技能',
      value: formatMagnitude(overview.skills),
      suffix: '个',
      hint: '场景技能与商店技能',
      to: links.skills,
      area: '场景技能',
    },
  ];
}

/** What the robots did today. */
export function todayFigures(overview: ProjectOverview, links: OverviewLinks): Figure[] {
  return [
    {
      key: 'conversation',
      title: '今日对话',
      value: formatMagnitude(overview.conversationsToday),
      suffix: '次',
      hint: '机器人今天回答的提问',
      to: links.analysis,
      area: '问答分析',
    },
    {
      key: 'unknown',
      title: '未知问题率',
      value: formatRate(overview.unknownRateToday),
      hint: '今天没能回答的提问占比',
      to: links.analysis,
      area: '问答分析',
    },
    {
      key: 'visitor',
      title: '今日访客',
      value: formatMagnitude(overview.visitorsToday),
      suffix: '人',
      hint: '机器人今天接待的访客',
      to: links.visitors,
      area: '访客记录',
    },
  ];
}

/** A project nobody has set up yet: no robots, no published screens. */
export const isNewProject = (overview: ProjectOverview): boolean =>
  overview.devices.total === 0 && overview.screensPublished === 0;

/** No conversation and no visitor in the chart's days. */
export const isQuietWeek = (overview: ProjectOverview): boolean =>
  overview.days.every((day) => day.conversations === 0 && day.visitors === 0);
