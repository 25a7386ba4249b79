/**
 * Common traditional characters and their simplified forms, for questions typed (or recognised)
 * in traditional script: the library is kept in simplified Chinese, so 展廳幾點開門 must find
 * 展厅几点开门. A short table of what visitors of a service robot actually ask about, not a
 * full conversion (characters outside it pass through unchanged).
 */
const PAIRS =
  '門门開开關关點点時时間间廳厅館馆樓楼層层電电梯梯廁厕號号幾几麼么個个這这裡里裏里說说話话問问題题' +
  '們们來来會会對对東东車车場场還还沒没嗎吗為为與与發发歷历導导覽览參参觀观寫写聽听讀读買买賣卖錢钱' +
  '處处務务辦办證证書书館馆歡欢迎迎氣气溫温機机器器網网碼码線线區区廣广業业產产饑饥飯饭廚厨餐餐廳厅' +
  '兒儿園园學学習习藝艺術术歲岁親亲愛爱見见頭头臉脸體体醫医藥药險险護护報报紙纸圖图畫画節节動动靜静' +
  '嗎吗麼么則则張张長长頁页預预約约訂订講讲解解帶带領领經经過过邊边從从進进門门員员購购費费營营';

export const TRADITIONAL_TO_SIMPLIFIED: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const chars = [...PAIRS];
  for (let index = 0; index + 1 < chars.length; index += 2) {
    if (chars[index] !== chars[index + 1]) map.set(chars[index], chars[index + 1]);
  }
  return map;
})();
