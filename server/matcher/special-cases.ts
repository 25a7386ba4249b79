/**
 * Whom a stored question is for: 儿童要买票吗 is asked 小孩免费吗 and 宝宝进去收钱吗, 有优惠票吗 is
 * asked 老人可以免票吗. A visitor who names nobody asks the general case — 进去收钱不 is the
 * ticket's price, not a child's — so a stored text naming a group the question does not keeps
 * SPECIAL_CASE_KEEP of its score. The groups as the matcher reads them (小孩, 宝宝 are 孩子).
 */
export const PERSON_GROUPS: readonly string[] = ['孩子', '老人', '学生', '军人'];
export const SPECIAL_CASE_KEEP = 0.7;

/** Whether the stored text, naming `whom`, is for a group the question's terms do not name. */
export const forAnotherGroup = (whom: readonly string[], questionTerms: readonly string[]): boolean =>
  whom.some((group) => !questionTerms.includes(group));
