import { describe, expect, it } from 'vitest';
import { asksOf, statedIn, thingAskedFor } from './question-asks';

describe('asksOf', () => {
  it('reads what a question asks for from its question words', () => {
    expect(asksOf('展厅几点开门')).toEqual(['time']);
    expect(asksOf('门票多少钱')).toEqual(['amount', 'price']);
    expect(asksOf('停车收费吗')).toEqual(['price']);
    expect(asksOf('坐几号线')).toEqual(['amount']);
    expect(asksOf('洗手间在哪里')).toEqual(['place']);
    expect(asksOf('投诉找谁')).toEqual(['person']);
    expect(asksOf('四羊方尊是哪朝的')).toEqual(['era']);
    expect(asksOf('这件瓷器什么年代的')).toEqual(['era']);
    expect(asksOf('最早能提前几天预约')).toEqual(['time', 'amount']);
  });

  it('reads a deposit, a sale, a size, a speed, a payment, food, a language and a night asked for', () => {
    expect(asksOf('讲解器要押金吗')).toEqual(['deposit']);
    expect(asksOf('母婴室有尿布卖吗')).toEqual(['sale']);
    expect(asksOf('外卖能放这吗')).toEqual([]);
    expect(asksOf('柜子放得下28寸箱子吗')).toEqual(['size']);
    expect(asksOf('wifi网速快不快')).toEqual(['speed']);
    expect(asksOf('咖啡厅能刷卡吗')).toEqual(['payment']);
    expect(asksOf('有清真的吃的没')).toEqual(['diet']);
    expect(asksOf('讲解员会说粤语不')).toEqual(['language']);
    expect(asksOf('行李能寄存过夜吗')).toEqual(['overnight']);
  });

  it('reads taking a thing out of the hall, not a visitor going home', () => {
    expect(asksOf('轮椅可以借回家用吗')).toEqual(['takeout']);
    expect(asksOf('借的轮椅可以推到馆外用吗')).toEqual(['takeout']);
    expect(asksOf('孩子一直喊无聊要回家')).toEqual([]);
  });

  it('reads nothing from a yes/no question or a statement', () => {
    expect(asksOf('可以拍照吗')).toEqual([]);
    expect(asksOf('手机没电了')).toEqual([]);
  });

  it('reads from an answer the prices and times it states', () => {
    expect(statedIn('服务台也可租借讲解器，每台 20 元。')).toEqual(['price']);
    expect(statedIn('每天 10:00 和 14:30 在序厅有免费定时讲解')).toEqual(['price', 'time']);
    expect(statedIn('服务台和咖啡厅提供共享充电宝，扫码即可租借。')).toEqual([]);
    expect(statedIn('服务台可免费借用轮椅和婴儿车，请携带有效证件登记。')).toEqual(['price', 'deposit']);
    expect(statedIn('二楼设有咖啡厅和简餐区，营业至 16:30')).toEqual(['time', 'sale']);
    expect(statedIn('1.2 米以下儿童免费')).toEqual(['price', 'size']);
    expect(statedIn('语音导览支持中、英、日、韩四种语言')).toEqual(['language']);
    expect(statedIn('轮椅仅限馆内使用')).toEqual(['takeout']);
    // A delivery is not a sale, on the answer's side as on the question's.
    expect(statedIn('服务台不代收外卖，可在二楼简餐区用餐。')).toEqual([]);
  });
});

describe('thingAskedFor', () => {
  it('reads the thing a question asks whether there is, by its naming characters', () => {
    expect(thingAskedFor('洗手间有纸吗')).toEqual(['纸']);
    expect(thingAskedFor('古代科技厅里有没有地动仪')).toEqual(['地', '动', '仪']);
    expect(thingAskedFor('有电梯吗')).toEqual(['电', '梯']);
  });

  it('reads none where what is there is itself asked, or only a place is', () => {
    expect(thingAskedFor('展厅里有什么')).toEqual([]);
    expect(thingAskedFor('你有啥能耐')).toEqual([]);
    expect(thingAskedFor('想吃点简餐有地方没')).toEqual([]);
    expect(thingAskedFor('洗手间在哪里')).toEqual([]);
  });

  it('reads none where how many there are is asked: an amount, not whether there is one', () => {
    expect(thingAskedFor('馆里有几个展厅')).toEqual([]);
    expect(thingAskedFor('讲解一天有多少场')).toEqual([]);
  });
});
