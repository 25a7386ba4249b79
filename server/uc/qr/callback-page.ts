/** What the phone shows after the messaging app's authorization: a short line, nothing to do. */
export function callbackPage(title: string, ok: boolean): string {
  const colour = ok ? '#52c41a' : '#ff4d4f';
  const mark = ok ? '✓' : '!';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>机器人开放平台</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font: 16px/1.6 -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;
    color: #1f2329; background: #f5f7fa; }
  main { text-align: center; padding: 32px; }
  .mark { width: 64px; height: 64px; margin: 0 auto 16px; border-radius: 50%; color: #fff;
    font-size: 36px; line-height: 64px; background: ${colour}; }
  h1 { margin: 0 0 8px; font-size: 20px; font-weight: 600; }
  p { margin: 0; color: #8a919f; font-size: 14px; }
</style>
</head>
<body>
<main>
  <div class="mark">${mark}</div>
  <h1>${title}</h1>
  <p>机器人开放平台</p>
</main>
</body>
</html>
`;
}
