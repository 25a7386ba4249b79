import type { AnswerContent } from '../../src/shared/api/test-chat';
import type { KnowledgeSnapshot, SnapshotPair } from './knowledge-snapshot';

/** A small exhibition hall's knowledge for the matcher's tests. */
const say = (text: string): AnswerContent => ({ text, media: null, page: null });

const pair = (id: string, question: string, similarQuestions: string[], answer: string): SnapshotPair => ({
  id,
  libraryId: id.startsWith('svc') ? 'lib-service' : 'lib-hall',
  libraryName: id.startsWith('svc') ? '服务问答' : '展厅问答',
  question,
  similarQuestions,
  answers: [say(answer)],
});

export const TEST_KNOWLEDGE: KnowledgeSnapshot = {
  pairs: [
    pair(
      'hall-open',
      '展厅几点开门',
      ['展厅的开放时间是什么', '你们几点开馆'],
      '展厅每天九点开门，下午五点闭馆。',
    ),
    pair('hall-ticket', '门票多少钱', ['参观需要买票吗', '门票价格'], '展厅免费参观，无需门票。'),
    pair(
      'hall-history',
      '介绍一下公司的发展历程',
      ['公司是哪一年成立的', '公司有什么历史'],
      '公司成立于2008年。',
    ),
    pair(
      'svc-wifi',
      'WiFi密码是多少',
      ['无线网络怎么连接', '有没有无线网'],
      '无线网络名称 Hall-Guest，密码 88886666。',
    ),
    pair('svc-toilet', '洗手间在哪里', ['哪里可以上厕所'], '洗手间在一楼电梯右侧。'),
    pair('svc-parking', '停车场在哪里', ['车可以停在哪', '附近有停车位吗'], '停车场在大楼负一层。'),
  ],
  intents: [
    {
      id: 'guide',
      name: '带路',
      examples: [
        { text: '带我去洗手间', spans: [{ start: 3, end: 6, slot: '地点' }] },
        { text: '我想去展厅', spans: [{ start: 3, end: 5, slot: '地点' }] },
        { text: '带我过去', spans: [] },
      ],
      slots: [{ name: '地点', dictionaryId: 'places', required: true, followUp: '请问您想去哪里？' }],
      reply: say('好的，请跟我来，我带您去{地点}。'),
      actionId: 'action-guide',
    },
  ],
  entries: [
    { dictionaryId: 'places', value: '洗手间', synonyms: ['卫生间', '厕所'] },
    { dictionaryId: 'places', value: '展厅', synonyms: ['展馆'] },
    { dictionaryId: 'places', value: '前台', synonyms: ['服务台'] },
  ],
  fallback: {
    id: 'fallback-set',
    enabled: true,
    mode: 'IN_TURN',
    answers: [
      { id: 'fb-1', situation: '未识别', text: '这个问题我还在学习。' },
      { id: 'fb-2', situation: '未识别', text: '换个问法试试？' },
      { id: 'fb-3', situation: '闲聊', text: '我们聊点别的吧。' },
    ],
  },
};
