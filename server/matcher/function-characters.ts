/**
 * Characters that name nothing a question is about: the ones every sentence is made of (我, 不,
 * 要, 能, 去…) and the ones that ask (什么, 几, 哪, 多少…). A question shares them with any stored
 * question, so they are no evidence of which one it means. Not 吧: said for tone it is dropped as
 * a word (terms.ts), and left inside one it names a place (网吧, 酒吧).
 */
export const FUNCTION_CHARACTERS: ReadonlySet<string> = new Set([
  ...'我你您他她它们不没有是的了在这那个吗呢啊要能会想去来',
  // Spoken particles (行不行呗, 开着嘛): a visitor's tone, nothing asked about.
  ...'呗嘛呀哦啦哈噻哇呐咧嘞喇啵嘅㗎咗',
]);

/**
 * Characters that ask rather than name (几岁, 些什 say what kind of question, not what about), and
 * the light verbs of 咋弄, 怎么搞, 咋整: how to go about it, never what (想约周六上午的号，咋弄
 * shared only 怎么弄 with 投诉咋弄, and got the complaints answer). And 一, of 一个, 一下, 一张
 * and of 哪一个 as 哪个 is read: 你是哪个 held it beside 最近的地铁站是哪个 and got the metro (周一
 * and 一楼 are still words of their own). With 一共 and 总共 read as hedges (terms.ts), on
 * eighteen development sets 2 fewer false answers and as many right; held-out +1 right, 6 fewer
 * false.
 */
export const ASKING_CHARACTERS: ReadonlySet<string> = new Set([...'什么几哪怎谁啥些多少弄搞整一']);

const HAN = /\p{Script=Han}/u;

/** The characters of a question that name what it is about: Chinese, neither function nor asking. */
export const namingCharactersOf = (text: string): string[] => [
  ...new Set(
    [...text].filter(
      (character) =>
        HAN.test(character) && !FUNCTION_CHARACTERS.has(character) && !ASKING_CHARACTERS.has(character),
    ),
  ),
];
