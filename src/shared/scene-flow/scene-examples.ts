import type { SceneExample } from '../api/scene-skills';
import { buildFlow } from './scene-flow-builder';
import type { SceneFlow } from './scene-flow-schema';

const ask = (question: string, branches: [id: string, label: string, examples: string[]][]) => ({
  question,
  saveAs: 'answer',
  timeoutSeconds: 15,
  branches: branches.map(([id, label, examples]) => ({ id, label, examples })),
});

/**
 * The scenes a new one may start from. Steps that name something of the project (a page, a point)
 * are left for the operator to pick: validation marks them until then, so the example cannot be
 * enabled half filled.
 */
export const SCENE_EXAMPLE_FLOWS: Record<SceneExample, () => SceneFlow> = {
  welcome: () =>
    buildFlow([
      {
        id: 'trigger',
        type: 'trigger',
        data: { trigger: { on: 'keywords', keywords: ['你好', '您好'] } },
        exits: { next: 'hello' },
      },
      {
        id: 'hello',
        type: 'speak',
        data: { text: '您好，欢迎光临！我是这里的服务机器人。' },
        exits: { next: 'ask' },
      },
      {
        id: 'ask',
        type: 'ask',
        data: ask('请问有什么可以帮您？', [
          ['business', '办理业务', ['办业务', '办理业务']],
          ['browse', '随便看看', ['随便看看', '不用了']],
        ]),
        exits: { 'branch:business': 'queue', 'branch:browse': 'bye', fallback: 'bye' },
      },
      {
        id: 'queue',
        type: 'speak',
        data: { text: '请到取号机取号，稍后为您服务。' },
        exits: { next: 'end' },
      },
      { id: 'bye', type: 'speak', data: { text: '好的，有需要随时叫我。' }, exits: { next: 'end' } },
      { id: 'end', type: 'end', data: {} },
    ]),
  business: () =>
    buildFlow([
      {
        id: 'trigger',
        type: 'trigger',
        data: { trigger: { on: 'keywords', keywords: ['办业务', '办理业务'] } },
        exits: { next: 'page' },
      },
      { id: 'page', type: 'showPage', data: { pageId: '' }, exits: { next: 'ask' } },
      {
        id: 'ask',
        type: 'ask',
        data: ask('请问您要办理哪项业务？', [
          ['account', '开户', ['开户', '开个户']],
          ['cash', '存取款', ['存钱', '取钱', '存取款']],
        ]),
        exits: { 'branch:account': 'counter', 'branch:cash': 'atm', fallback: 'again' },
      },
      { id: 'counter', type: 'goTo', data: { pointId: '' }, exits: { next: 'arrived' } },
      {
        id: 'atm',
        type: 'speak',
        data: { text: '存取款请使用大厅左侧的自助设备。' },
        exits: { next: 'end' },
      },
      {
        id: 'again',
        type: 'speak',
        data: { text: '抱歉，我没有听清，请再说一次。' },
        exits: { next: 'ask' },
      },
      { id: 'arrived', type: 'speak', data: { text: '已到达柜台，请稍候。' }, exits: { next: 'end' } },
      { id: 'end', type: 'end', data: {} },
    ]),
  exhibit: () =>
    buildFlow([
      {
        id: 'trigger',
        type: 'trigger',
        data: { trigger: { on: 'keywords', keywords: ['讲解', '介绍一下'] } },
        exits: { next: 'intro' },
      },
      { id: 'intro', type: 'speak', data: { text: '好的，请跟我来。' }, exits: { next: 'go' } },
      { id: 'go', type: 'goTo', data: { pointId: '' }, exits: { next: 'talk' } },
      {
        id: 'talk',
        type: 'speak',
        data: { text: '这件展品距今已有两千多年的历史。' },
        exits: { next: 'pause' },
      },
      { id: 'pause', type: 'wait', data: { seconds: 5 }, exits: { next: 'more' } },
      {
        id: 'more',
        type: 'ask',
        data: ask('还想听更多介绍吗？', [['yes', '想听', ['想', '要', '继续']]]),
        exits: { 'branch:yes': 'talk', fallback: 'end' },
      },
      { id: 'end', type: 'end', data: {} },
    ]),
};
