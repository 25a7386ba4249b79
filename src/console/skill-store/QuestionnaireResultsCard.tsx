import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import type { StoreSkillDetail } from '../../shared/api/store-skills';
import {
  QUESTIONNAIRE_API,
  type QuestionnaireResults,
  type QuestionResult,
} from '../../shared/skill-store/questionnaire-answers';
import { http } from '../api/http';
import { EChart } from '../charts/EChart';
import { STORE_SKILL_KEYS } from './store-skill-queries';

/** Refetched this often while the page is open: robots keep posting answers. */
const REFRESH_MS = 15_000;

const barOption = (result: QuestionResult) => ({
  grid: { left: 40, right: 16, top: 16, bottom: 40 },
  tooltip: { trigger: 'axis' as const },
  xAxis: { type: 'category' as const, data: result.counts.map((count) => count.label) },
  yAxis: { type: 'value' as const, minInterval: 1 },
  series: [{ type: 'bar' as const, data: result.counts.map((count) => count.count), barMaxWidth: 36 }],
});

/** The results as a CSV a spreadsheet opens (题目, 选项/数值, 人数), with 其他's own words after. */
function exportCsv(title: string, results: QuestionnaireResults) {
  const cell = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
  const lines = [['题目', '选项/数值', '人数'].map(cell).join(',')];
  for (const question of results.questions) {
    for (const count of question.counts)
      lines.push([question.title, count.label, count.count].map(cell).join(','));
    if (question.kind === 'RADIO')
      for (const other of question.others)
        lines.push([question.title, `其他：${other}`, 1].map(cell).join(','));
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([`\ufeff${lines.join('\n')}`], { type: 'text/csv' }));
  link.download = `${title}-结果.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** 问卷调查's answers so far, one chart per question, kept fresh while open, exportable. */
export function QuestionnaireResultsCard({ skill }: { skill: StoreSkillDetail }) {
  const results = useQuery({
    queryKey: [...STORE_SKILL_KEYS.all, 'questionnaire-results', skill.id, skill.configurationVersion],
    queryFn: () =>
      http.get<QuestionnaireResults>(QUESTIONNAIRE_API.results, { id: skill.id }, { quiet: true }),
    refetchInterval: REFRESH_MS,
  });
  const title = (skill.definition as { title?: string }).title ?? skill.name;
  const data = results.data;
  return (
    <Card
      title={`答卷结果${data ? `（${data.answered} 份）` : ''}`}
      style={{ marginTop: 16 }}
      loading={results.isLoading}
      extra={
        <Button
          icon={<DownloadOutlined />}
          disabled={!data?.answered}
          onClick={() => data && exportCsv(title, data)}
        >
          导出
        </Button>
      }
    >
      {!data?.answered ? (
        <Empty description="还没有访客作答：问卷在排定的时段显示在机器人屏幕上" />
      ) : (
        <Row gutter={[16, 16]}>
          {data.questions.map((question) => (
            <Col key={question.questionId} xs={24} lg={12}>
              <Typography.Text strong>{question.title}</Typography.Text>
              {question.kind === 'NUMBER' && question.average !== null && (
                <Typography.Text type="secondary"> 平均 {question.average}</Typography.Text>
              )}
              <EChart option={barOption(question)} label={`${question.title}的答卷分布`} height={220} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
