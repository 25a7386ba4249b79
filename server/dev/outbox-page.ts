import { DEV_OUTBOX } from '../../src/shared/api/dev-outbox';
import { DEV_PAYMENT } from '../../src/shared/api/dev-payment';
import { DEV_WECHAT } from '../../src/shared/api/dev-wechat';

/**
 * The development outbox as a page a person reads while trying the product: SMS codes and
 * image-code answers, newest first, the QR login codes waiting for a scan with a 'scan as…'
 * form, and the demo payments waiting for 确认支付; refreshed every two seconds.
 */
export const OUTBOX_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>开发发件箱 · 机器人开放平台</title>
<style>
  :root { color-scheme: light; --brand: #1677ff; --line: #eef0f4; --muted: #8a919f; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.6 -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;
    color: #1f2329; background: #f5f7fa; }
  header { background: #fff; border-bottom: 1px solid var(--line); padding: 20px 32px; }
  h1 { margin: 0; font-size: 20px; font-weight: 600; }
  header p { margin: 4px 0 0; color: var(--muted); }
  .badge { display: inline-block; margin-left: 10px; padding: 0 8px; border-radius: 10px; font-size: 12px;
    font-weight: 500; color: #d46b08; background: #fff7e6; border: 1px solid #ffd591; vertical-align: 3px; }
  main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 24px; padding: 24px 32px; }
  section { background: #fff; border-radius: 8px; box-shadow: 0 1px 2px rgba(0, 0, 0, .04); overflow: hidden; }
  h2 { margin: 0; padding: 16px 20px; font-size: 16px; font-weight: 600; border-bottom: 1px solid var(--line); }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 12px 20px; text-align: left; border-bottom: 1px solid var(--line); }
  th { color: var(--muted); font-weight: 500; background: #fafbfc; }
  tr:last-child td { border-bottom: 0; }
  .code { font: 600 18px/1 "SFMono-Regular", Menlo, Consolas, monospace; letter-spacing: 2px; color: var(--brand); }
  .key { font-family: Menlo, Consolas, monospace; color: var(--muted); font-size: 12px; word-break: break-all; }
  .tag { padding: 2px 8px; border-radius: 4px; background: #e6f4ff; color: var(--brand); font-size: 12px; }
  .empty { padding: 40px 20px; text-align: center; color: var(--muted); }
  footer { padding: 0 32px 24px; color: var(--muted); font-size: 12px; }
  .wide { grid-column: 1 / -1; }
  .scan { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .scan input, .scan select { height: 32px; padding: 0 10px; border: 1px solid #d9d9d9; border-radius: 6px;
    font: inherit; min-width: 0; }
  .scan input { width: 150px; }
  .scan select { width: 240px; }
  .scan button { height: 32px; padding: 0 14px; border: 0; border-radius: 6px; font: inherit; cursor: pointer;
    color: #fff; background: var(--brand); }
  .scan button.ghost { color: var(--brand); background: #e6f4ff; }
  .scan button:disabled { opacity: .5; cursor: default; }
  .amount { font-weight: 600; white-space: nowrap; }
  .paid { padding: 2px 8px; border-radius: 4px; background: #f6ffed; color: #389e0d; font-size: 12px; }
  .hint { padding: 12px 20px; margin: 0; color: var(--muted); }
  .result { margin: 0; padding: 0 20px 12px; color: #389e0d; }
  .result.error { color: #cf1322; }
  tr.highlight td { background: #f0f7ff; }
  @media (max-width: 900px) { main { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<header>
  <h1>开发发件箱<span class="badge">演示模式</span></h1>
  <p>未配置短信服务商与微信登录：短信验证码与图形验证码答案显示在这里，不会发送到手机；登录页的微信二维码在这里模拟扫码；购买与续费设备的订单在这里模拟支付。</p>
</header>
<main>
  <section>
    <h2>短信验证码</h2>
    <table>
      <thead><tr><th>手机号</th><th>用途</th><th>验证码</th><th>发送时间</th></tr></thead>
      <tbody id="sms"></tbody>
    </table>
    <div class="empty" id="sms-empty">暂无短信</div>
  </section>
  <section>
    <h2>图形验证码答案</h2>
    <table>
      <thead><tr><th>验证码标识</th><th>答案</th></tr></thead>
      <tbody id="image-codes"></tbody>
    </table>
    <div class="empty" id="image-codes-empty">暂无图形验证码</div>
  </section>
  <section class="wide">
    <h2>微信扫码登录（模拟）</h2>
    <p class="hint">以一个微信账号扫码：新的微信账号会进入“绑定手机号”步骤；已绑定手机号的微信账号直接登录。二维码 5 分钟内有效。</p>
    <p class="result" id="scan-result" hidden></p>
    <table>
      <thead><tr><th>二维码标识</th><th>剩余时间</th><th>扫码</th></tr></thead>
      <tbody id="qrcodes"></tbody>
    </table>
    <div class="empty" id="qrcodes-empty">暂无等待扫码的二维码：在登录页切换到“扫码登录”即可生成</div>
  </section>
  <section class="wide">
    <h2>模拟支付</h2>
    <p class="hint">演示模式不会产生真实扣款：点击“确认支付”即视为付款成功，订单随即生效（购买发放激活码，续费延长有效期）。</p>
    <p class="result" id="pay-result" hidden></p>
    <table>
      <thead><tr><th>支付内容</th><th>金额</th><th>下单时间</th><th>支付</th></tr></thead>
      <tbody id="payments"></tbody>
    </table>
    <div class="empty" id="payments-empty">暂无待支付订单：在项目的设备管理中购买或续费设备即可生成</div>
  </section>
</main>
<footer id="status">每 2 秒自动刷新</footer>
<script>
  const SERVICES = { register: '注册', forget_password: '找回密码', ca: '认证', change_phoneno: '更换手机号', Certification: '绑定手机号', invitation: '账号邀请' };
  const cell = (text, className) => {
    const td = document.createElement('td');
    td.textContent = text;
    if (className) td.className = className;
    return td;
  };
  const fill = (id, rows) => {
    document.getElementById(id).replaceChildren(...rows);
    document.getElementById(id + '-empty').hidden = rows.length > 0;
  };
  const WANTED = new URLSearchParams(location.search).get('qrcodeId');
  const qrRows = new Map();
  let boundAccounts = [];
  const remaining = (expiresAt) => {
    const seconds = Math.max(0, Math.round((new Date(expiresAt).getTime() - Date.now()) / 1000));
    return Math.floor(seconds / 60) + ' 分 ' + String(seconds % 60).padStart(2, '0') + ' 秒';
  };
  const element = (tag, props) => Object.assign(document.createElement(tag), props);
  /** The answer stays above the list: the scanned code leaves it at the next refresh. */
  async function scan(qrcodeId, unionid, nickname) {
    const result = document.getElementById('scan-result');
    const response = await fetch('${DEV_WECHAT.scan}', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ qrcodeId, unionid, nickname }),
    });
    const body = await response.json();
    result.className = body.status === 0 ? 'result' : 'result error';
    result.textContent = body.status === 0
      ? '已以 ' + (nickname || unionid) + ' 扫描二维码 ' + qrcodeId.slice(0, 8) + '…，请回到登录页查看'
      : body.message;
    result.hidden = false;
  }
  const fillBound = (select) => {
    const chosen = select.value;
    select.replaceChildren(element('option', { value: '', textContent: '选择已绑定手机号的微信用户' }),
      ...boundAccounts.map((bound) => element('option', {
        value: bound.unionid, textContent: bound.nickname + '（' + bound.account + '）',
      })));
    select.value = boundAccounts.some((bound) => bound.unionid === chosen) ? chosen : '';
  };
  function qrRow(code) {
    const tr = element('tr', { className: code.qrcodeId === WANTED ? 'highlight' : '' });
    const time = cell(remaining(code.expiresAt));
    const form = element('form', { className: 'scan' });
    const unionid = element('input', { value: 'demo-' + Math.random().toString(36).slice(2, 10), placeholder: 'unionid', required: true });
    const nickname = element('input', { value: '微信用户', placeholder: '微信昵称' });
    const asNew = element('button', { type: 'submit', textContent: '扫码' });
    const bound = element('select');
    const asBound = element('button', { type: 'button', className: 'ghost', textContent: '以该用户扫码', disabled: true });
    fillBound(bound);
    bound.addEventListener('change', () => { asBound.disabled = !bound.value; });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void scan(code.qrcodeId, unionid.value.trim(), nickname.value.trim());
    });
    asBound.addEventListener('click', () => {
      const chosen = boundAccounts.find((account) => account.unionid === bound.value);
      if (chosen) void scan(code.qrcodeId, chosen.unionid, chosen.nickname);
    });
    form.append(unionid, nickname, asNew, bound, asBound);
    const action = cell('');
    action.append(form);
    tr.append(cell(code.qrcodeId, 'key'), time, action);
    return { tr, time, bound, expiresAt: code.expiresAt };
  }
  /** Rows stay while their code waits, so a half-typed form survives the refresh. */
  async function refreshQrcodes() {
    const { data } = await (await fetch('${DEV_WECHAT.pending}', { cache: 'no-store' })).json();
    const boundChanged = JSON.stringify(boundAccounts) !== JSON.stringify(data.boundAccounts);
    boundAccounts = data.boundAccounts;
    const waiting = new Set(data.qrcodes.map((code) => code.qrcodeId));
    for (const [id, row] of qrRows) if (!waiting.has(id)) { row.tr.remove(); qrRows.delete(id); }
    const body = document.getElementById('qrcodes');
    for (const code of data.qrcodes.slice().reverse()) {
      if (!qrRows.has(code.qrcodeId)) {
        const row = qrRow(code);
        qrRows.set(code.qrcodeId, row);
        body.prepend(row.tr);
      }
    }
    for (const row of qrRows.values()) {
      row.time.textContent = remaining(row.expiresAt);
      if (boundChanged) fillBound(row.bound);
    }
    document.getElementById('qrcodes-empty').hidden = qrRows.size > 0;
  }
  const WANTED_PAYMENT = new URLSearchParams(location.search).get('paymentRef');
  let shownWanted = false;
  const yuan = (fen) => '¥' + (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  async function confirmPayment(paymentRef, button) {
    button.disabled = true;
    const result = document.getElementById('pay-result');
    const response = await fetch('${DEV_PAYMENT.confirm}', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentRef }),
    });
    const body = await response.json();
    result.className = body.status === 0 ? 'result' : 'result error';
    result.textContent = body.status === 0 ? body.message + '，请回到控制台查看订单' : body.message;
    result.hidden = false;
    await refresh();
  }
  function paymentRow(payment) {
    const tr = element('tr', { className: payment.paymentRef === WANTED_PAYMENT ? 'highlight' : '' });
    const action = cell('');
    if (payment.confirmed) {
      action.append(element('span', { className: 'paid', textContent: '已支付' }));
    } else {
      const form = element('div', { className: 'scan' });
      const button = element('button', { type: 'button', textContent: '确认支付' });
      button.addEventListener('click', () => void confirmPayment(payment.paymentRef, button));
      form.append(button);
      action.append(form);
    }
    tr.append(cell(payment.description), cell(payment.amount === null ? '—' : yuan(payment.amount), 'amount'),
      cell(payment.at ? new Date(payment.at).toLocaleString('zh-CN', { hour12: false }) : '—'), action);
    return tr;
  }
  async function refresh() {
    try {
      const { data } = await (await fetch('${DEV_OUTBOX.json}', { cache: 'no-store' })).json();
      fill('sms', data.sms.map((sms) => {
        const tr = document.createElement('tr');
        const service = cell('');
        const tag = document.createElement('span');
        tag.className = 'tag';
        tag.textContent = SERVICES[sms.service] || sms.service;
        service.append(tag);
        tr.append(cell(sms.account), service, cell(sms.code, 'code'),
          cell(new Date(sms.at).toLocaleString('zh-CN', { hour12: false })));
        return tr;
      }));
      fill('image-codes', Object.entries(data.imageCodes).map(([key, text]) => {
        const tr = document.createElement('tr');
        tr.append(cell(key, 'key'), cell(text, 'code'));
        return tr;
      }));
      // A payment opened before the server restarted is not in memory any more, but its order
      // still waits: the one the console linked to can be confirmed all the same.
      const payments = WANTED_PAYMENT && !data.payments.some((payment) => payment.paymentRef === WANTED_PAYMENT)
        ? [{ paymentRef: WANTED_PAYMENT, description: '控制台打开的支付单（服务器重启前创建）', amount: null, at: null, confirmed: false }, ...data.payments]
        : data.payments;
      fill('payments', payments.map(paymentRow));
      // Opened from the console's pay screen: bring its payment into view once.
      if (WANTED_PAYMENT && !shownWanted) {
        shownWanted = true;
        document.querySelector('#payments tr.highlight')?.scrollIntoView({ block: 'center' });
      }
      await refreshQrcodes();
      document.getElementById('status').textContent = '每 2 秒自动刷新 · 最近更新 ' + new Date().toLocaleTimeString('zh-CN', { hour12: false });
    } catch {
      document.getElementById('status').textContent = '无法连接服务器，稍后自动重试';
    }
  }
  refresh();
  setInterval(refresh, 2000);
</script>
</body>
</html>
`;
