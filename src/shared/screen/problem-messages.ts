import { MSG } from '../messages';

/** Texts of document problems (ours: the spec fixes only `Cannot find hoc` and `Cannot find hoc class`). */
export const SCREEN_MSG = {
  missingPageTag: (tag: string) => `页面模板「${tag}」不存在（${MSG.hocMissing}）`,
  missingComponentTag: (tag: string) => `组件「${tag}」不存在（${MSG.hocClassMissing}）`,
  pageTypeMismatch: (pageName: string, tagName: string) => `「${pageName}」的页面类型与「${tagName}」不符`,
  notAPageTag: (tagName: string) => `「${tagName}」不能作为页面`,
  pageTagInside: (tagName: string) => `「${tagName}」是页面，不能放在其他元素里`,
  misplaced: (parentName: string, childName: string) => `「${parentName}」里不能放置「${childName}」`,
  duplicateNodeId: (id: string) => `元素编号重复：${id}`,
  duplicatePageId: (id: string) => `页面编号重复：${id}`,
  pageNameRequired: '页面名称不能为空',
  mainPageRequired: '至少需要一个主页',
  tooDeep: (max: number) => `页面层级过深（超过 ${max} 层），请减少嵌套`,
  tooLarge: (megabytes: number) => `页面配置过大（超过 ${megabytes} MB），请减少页面、模块或内容`,
  styleReference: '样式中不能引用外部资源，请使用图片字段',
  logoBroken: '全局 Logo 地址无效，请从素材库重新选择',
  wakeWordRequired: '唤醒词不能为空',
  badStructure: '页面配置格式错误',
};
