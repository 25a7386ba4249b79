/** A short 'browser · system' label of a sign-in's user agent, for the sign-in history. */
const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/MicroMessenger\/(\d+)/, '微信'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return '未知设备';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent));
  const browserText = browser
    ? `${browser[1]} ${userAgent.match(browser[0])?.[1] ?? ''}`.trim()
    : '其他浏览器';
  return system ? `${browserText} · ${system[1]}` : browserText;
}
