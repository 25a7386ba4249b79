import { describe, expect, it } from 'vitest';
import type { ProjectOverview } from '../../shared/api/overview';
import { formatRate, holdingFigures, isNewProject, isQuietWeek, todayFigures } from './overview-figures';
import { overviewLinks } from './overview-links';
import { dayLabels } from './trend-option';

const overview: ProjectOverview = {
  devices: { online: 3, total: 12 },
  screensPublished: 2,
  qaPairs: 15_300,
  skills: 0,
  conversationsToday: 842,
  unknownRateToday: 0.1234,
  visitorsToday: 57,
  days: [
    { date: '2026-05-31', conversations: 700, visitors: 40 },
    { date: '2026-06-01', conversations: 842, visitors: 57 },
  ],
};
const links = overviewLinks('7_展厅');

describe('overview figures', () => {
  it('shows each figure as people read it, linked to its area of the project', () => {
    expect(
      holdingFigures(overview, links).map(({ title, value, suffix, to }) => [title, value, suffix, to]),
    ).toEqual([
      ['在线设备', '3', '/ 12', `/home/project-management/${encodeURIComponent('7_展厅')}/device-management`],
      ['已发布屏幕', '2', '套', `/home/project-management/${encodeURIComponent('7_展厅')}/ui-configuration`],
      ['问答对', '1.5万', '条', `/home/project-management/${encodeURIComponent('7_展厅')}/aq-library`],
      ['技能', '0', '个', `/home/project-management/${encodeURIComponent('7_展厅')}/scene-skill`],
    ]);
    expect(todayFigures(overview, links).map(({ title, value, to }) => [title, value, to])).toEqual([
      ['今日对话', '842', `/home/operation-platform/analysis/${encodeURIComponent('7_展厅')}`],
      ['未知问题率', '12.3%', `/home/operation-platform/analysis/${encodeURIComponent('7_展厅')}`],
      ['今日访客', '57', `/home/operation-platform/visitor/${encodeURIComponent('7_展厅')}`],
    ]);
  });

  it('reads a day without questions as no rate rather than 0%', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(1)).toBe('100%');
  });

  it('calls a project new until it has a robot or a published screen', () => {
    const empty = { ...overview, devices: { online: 0, total: 0 }, screensPublished: 0 };
    expect(isNewProject(empty)).toBe(true);
    expect(isNewProject({ ...empty, screensPublished: 1 })).toBe(false);
    expect(isNewProject(overview)).toBe(false);
    expect(isQuietWeek(overview)).toBe(false);
    expect(
      isQuietWeek({
        ...overview,
        days: overview.days.map((day) => ({ ...day, conversations: 0, visitors: 0 })),
      }),
    ).toBe(true);
  });

  it('labels the chart’s days by month and day, today as 今天', () => {
    expect(dayLabels(overview.days)).toEqual(['05-31', '今天']);
  });
});
