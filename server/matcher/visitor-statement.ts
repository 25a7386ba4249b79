/**
 * A question word (么 stands for 什么 and 怎么), a particle, a choice (A还是B) or a closing 不/没
 * (要投硬币不): what makes a sentence a question. Read on the visitor's own words: reading rewrites
 * some of them.
 */
const ASKING =
  /[吗嗎么麼呢伐吧嘛？?几幾哪怎谁誰啥咋]|多少|还是|能不能|可不可以|有没有|是不是|要不要|(?:[不没]|没有)[\s，。！!…~]*$/u;

/**
 * Whether a visitor says how they are instead of asking (腿酸了不想走上去, 我胸口闷得慌, 逛半天饿得
 * 前胸贴后背): the need is the topic, and the robot answers with the service that meets it.
 */
export const isStatement = (text: string): boolean => !ASKING.test(text);
