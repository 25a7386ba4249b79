import type { QaAnalysis, VisitorRecord } from '../../../src/shared/api/operation';
import { formatDateTime } from '../../../src/shared/format/date';
import type { ReportSheet } from './report-workbook';

const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

const questionSheet = (name: string, questions: QaAnalysis['topQuestions']): ReportSheet => ({
  name,
  columns: [
    { header: '排名', width: 8 },
    { header: '问题', width: 40 },
    { header: '提问次数', width: 12 },
    { header: '未回答次数', width: 12 },
  ],
  rows: questions.map((item, index) => [index + 1, item.question, item.count, item.unknown]),
});

/** 问答分析 as a workbook: the figures, each day, each hour, the top lists (intents too) and each robot. */
export function analysisSheets(analysis: QaAnalysis, period: string): ReportSheet[] {
  return [
    {
      name: '概览',
      columns: [
        { header: '指标', width: 16 },
        { header: '数值', width: 24 },
      ],
      rows: [
        ['时间范围', period],
        ['访客提问', analysis.conversations],
        ['对话场次', analysis.sessions],
        ['未回答', analysis.unknown],
        ['回答率 (%)', rate(analysis.conversations - analysis.unknown, analysis.conversations)],
      ],
    },
    {
      name: '每日提问',
      columns: [
        { header: '日期', width: 14 },
        { header: '提问数', width: 10 },
        { header: '已回答', width: 10 },
        { header: '未回答', width: 10 },
        { header: '回答率 (%)', width: 12 },
      ],
      rows: analysis.days.map((day) => [
        day.date,
        day.answered + day.unknown,
        day.answered,
        day.unknown,
        rate(day.answered, day.answered + day.unknown),
      ]),
    },
    {
      name: '每小时提问',
      columns: [
        { header: '日期', width: 14 },
        { header: '小时', width: 10 },
        { header: '提问数', width: 10 },
      ],
      rows: analysis.hours.map((cell) => [cell.date, `${cell.hour}:00`, cell.count]),
    },
    questionSheet('热门问题', analysis.topQuestions),
    questionSheet('热门未回答问题', analysis.topUnknown),
    {
      name: '热门意图',
      columns: [
        { header: '排名', width: 8 },
        { header: '意图', width: 30 },
        { header: '次数', width: 12 },
      ],
      rows: analysis.topIntents.map((item, index) => [index + 1, item.intent, item.count]),
    },
    {
      name: '各机器人',
      columns: [
        { header: '机器人', width: 24 },
        { header: '提问数', width: 10 },
        { header: '未回答', width: 10 },
        { header: '回答率 (%)', width: 12 },
      ],
      rows: analysis.robots.map((robot) => [
        robot.robotName,
        robot.conversations,
        robot.unknown,
        rate(robot.conversations - robot.unknown, robot.conversations),
      ]),
    },
  ];
}

/** 访客记录 as a sheet, a visit a row (its first questions), times in the server's zone. */
export function visitorSheet(visits: readonly VisitorRecord[]): ReportSheet {
  return {
    name: '访客记录',
    columns: [
      { header: '到访时间', width: 20 },
      { header: '接待机器人', width: 18 },
      { header: '访客', width: 18 },
      { header: '人脸库', width: 16 },
      { header: '停留时长(秒)', width: 14 },
      { header: '提问数', width: 10 },
      { header: '问题', width: 60 },
    ],
    rows: visits.map((visit) => [
      formatDateTime(new Date(visit.arrivedAt)),
      visit.robotName,
      visit.personName ?? (visit.recognisedAs ? '熟人' : '陌生访客'),
      visit.recognisedAs,
      visit.dwellSeconds,
      visit.questionCount,
      visit.questions.join('；'),
    ]),
  };
}
