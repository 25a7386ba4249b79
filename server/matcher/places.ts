/**
 * The places a question can be about: the venue's own facilities, as the everyday words read
 * them (厕所 is 洗手间, 存包处 is 寄存), and the places around it. A visitor who names a place asks
 * about that place — 医务室的医生几点下班 is not when the hall closes, 停车场有充电桩吗 is not where
 * to charge a phone, 隔壁科技馆几点开门 is not this venue's hours — so a pair none of whose
 * questions names a place the question names keeps OTHER_PLACE_KEEP of its score (its answers
 * do not count: the parking answer's 市民广场 is where else to park, not that square's fees).
 * Not the venue itself (博物馆, 展厅): every question is about it; nor where a visitor comes from
 * (火车站, 酒店): 从火车站坐地铁怎么来 asks the way here.
 */
export const PLACES: readonly string[] = [
  '洗手间',
  '母婴室',
  '医务室',
  '咖啡厅',
  '服务台',
  '停车场',
  '电梯',
  '寄存',
  '售票处',
  '纪念品',
  '商店',
  '广场',
  '科技馆',
  '美术馆',
  '图书馆',
  '博物院',
  '游乐园',
  '动物园',
  '公园',
  '商场',
  '超市',
  '医院',
  '学校',
];
export const OTHER_PLACE_KEEP = 0.6;

/** The places (as the matcher reads them) a text (as the matcher reads it) names. */
export const placesIn = (text: string, places: readonly string[]): string[] =>
  places.filter((place) => text.includes(place));
