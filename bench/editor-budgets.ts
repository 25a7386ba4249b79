// The screen editor's budgets (issues 5 and 17), measured in Chromium against the built app and
// the real server, on a generated configuration whose main page holds 1,000 modules:
//   - text edit, delete, undo: 'frame finished' measured inside the iframe (a MutationObserver
//     sees the change, then the next requestAnimationFrame, then a task posted from that frame),
//     from the key press that caused it; autosave on. Delete p95 within 4 ms of the floor's p95;
//   - the floor: the same text-edit measurement on a bare input and a bare sandboxed iframe (what
//     the machine's frame pipeline takes, whatever the page);
//   - no main-thread task over 50 ms in the editor at any time while editing: from the first
//     click in the canvas (the editor open, its canvas in place) through a pause after the last
//     edit in which the editor saves and draws its thumbnails;
//   - bytes posted to the iframe per edit: independent of document size (1,000 vs 10 modules);
//   - opening the editor until all modules are in the iframe and painted: ≤ 1.0 s, or within
//     0.3 s of the opening floor where that floor is over 0.7 s. The opening floor: the same
//     1,000 modules as static HTML (the canvas's document as the runtime drew it, without its
//     scripts) in a bare iframe of a bare page, from navigation until painted;
//   - PNG export of a 1920×1080 page: ≤ 500 ms.
// Prints the figures and a summary of the budgets; asserts nothing.
//
// Usage: npx vite build && node --import tsx bench/editor-budgets.ts
//   BENCH_PROFILE=trace|cpu|cpu-runtime|cpu-renderer prints where the main thread spent its time during the
//   opening, text edits and deletes.
//   BENCH_PROFILE_FILE=path also writes the CPU profile there (a .cpuprofile).
//   BENCH_TRACE_FILE=path also writes the trace there (open it in Chrome's performance panel).
//   BENCH_PHASES=open,text,delete,undo,idle,small,floor,export runs only the phases named (all by default).
//   BENCH_EDITS=n measures n edits of each kind (50 by default; more for comparing two builds;
//   past 100 the undos outrun the history and count as presses that changed nothing).
//   BENCH_SAMPLES=1 also prints every latency, sorted.
//   BENCH_PNG_FILE=path keeps the last exported PNG there (to look at).
//   BENCH_BASE_URL=http://127.0.0.1:8190 uses a server that is already running (else
//   scripts/e2e-server.mjs is started on BENCH_PORT, default 8391, with a throwaway database).
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { HOMEPAGE_API, type HomepageDetail } from '../src/shared/api/homepage';
import { PROJECT_API, type ProjectSummary } from '../src/shared/api/projects';
import type { ScreenDocument } from '../src/shared/screen/document';
import { createSequentialIds } from '../src/shared/screen/ids';
import type { ScreenNode } from '../src/shared/screen/node';
import { walkTree } from '../src/shared/screen/node-index';
import { createNode } from '../src/shared/screen/tags/registry';
import { CANVAS_SELECTOR, canvasPoint, clickInCanvas } from '../tests/canvas';
import { CHROMIUM_EXECUTABLE_PATH, CHROMIUM_FLAGS } from '../tests/chromium';
import { finishEditorTutorial } from '../tests/e2e/support/designer';
import { api, startServer } from './support/bench-server';

const MODULES = 1000;
const EDITS = Number(process.env.BENCH_EDITS ?? 50);
const ACCOUNT = { phone: '13800000001', password: 'demo1234' };
const CANVAS = CANVAS_SELECTOR;
const PORT = Number(process.env.BENCH_PORT ?? 8391);
const PHASES = new Set(
  (process.env.BENCH_PHASES ?? 'open,text,delete,undo,idle,small,floor,export').split(','),
);
/** The pause after the last edit, after the save, in which thumbnails are drawn (they wait 2.5 s of quiet). */
const IDLE_MS = 8000;

// ---------------------------------------------------------------------------------------------
// Probes installed in every document before its scripts run (the editor and each runtime).

declare global {
  interface Window {
    __bench: {
      /** `container`: the src of the same-origin iframe a task ran for, if any. */
      longTasks: { start: number; duration: number; container: string }[];
      patchBytes: number[];
      inputAt: number;
      allPaintedAt: number;
      armFrameProbe(): Promise<number>;
    };
  }
}

function installProbes(expectedModules: number) {
  const now = () => performance.timeOrigin + performance.now();
  const bench: Window['__bench'] = {
    longTasks: [],
    patchBytes: [],
    inputAt: 0,
    allPaintedAt: 0,
    armFrameProbe: () => Promise.reject(new Error('not a runtime')),
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const container = (entry as PerformanceEntry & { attribution?: { containerSrc?: string }[] })
        .attribution?.[0]?.containerSrc;
      bench.longTasks.push({
        start: performance.timeOrigin + entry.startTime,
        duration: entry.duration,
        container: container ?? '',
      });
    }
  }).observe({ type: 'longtask', buffered: true });
  // The time of the real key press, in the document that received it (the editor's or, after a
  // click in the canvas, the runtime's: another origin, so each keeps its own).
  addEventListener(
    'keydown',
    (event) => {
      if (event.isTrusted) bench.inputAt = performance.timeOrigin + event.timeStamp;
    },
    true,
  );
  if (location.pathname !== '/runtime.html') return;

  // Edits arrive on the session's MessagePort: its handler is wrapped as the runtime sets it, so
  // a probe starts watching the DOM before the runtime applies the patch, and only edits (not
  // selection marks or a turning swiper) count.
  let armed: ((at: number) => void) | null = null;
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get() {
      return onmessage.get!.call(this);
    },
    set(handler: ((event: MessageEvent) => void) | null) {
      const port = this as MessagePort;
      const probed =
        handler &&
        ((event: MessageEvent) => {
          watchPatch(event);
          handler.call(port, event);
        });
      onmessage.set!.call(this, probed);
    },
  });
  const watchPatch = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== 'patch') return;
    bench.patchBytes.push(JSON.stringify(event.data).length);
    const resolve = armed;
    if (!resolve) return;
    armed = null;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  };
  /**
   * Resolves with the moment the frame after the DOM change of the next patch has finished, or
   * with NaN when no edit arrives within 5 s (the key press changed nothing).
   */
  bench.armFrameProbe = () =>
    new Promise((resolve) => {
      armed = resolve;
      setTimeout(() => {
        if (armed === resolve) {
          armed = null;
          resolve(Number.NaN);
        }
      }, 5000);
    });
  // Watched from the parsed document on (an observer made at document start may watch the
  // initial empty document instead); module scripts, and so the first render, come after.
  const watchOpening = () => {
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('[data-tag="rb-feature-card"]').length < expectedModules) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          bench.allPaintedAt = now();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.documentElement, { subtree: true, childList: true });
  };
  document.addEventListener(
    'readystatechange',
    () => document.readyState === 'interactive' && watchOpening(),
    {
      once: true,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Server, account and configurations.

/** The main page's content region filled with `count` feature cards. */
function withModules(doc: ScreenDocument, count: number): ScreenDocument {
  const ids = createSequentialIds('bench');
  const cards: ScreenNode[] = Array.from({ length: count }, (_, i) =>
    createNode('rb-feature-card', ids, { data: { title: `功能卡片 ${i + 1}` } }),
  );
  let content: ScreenNode | undefined;
  walkTree(doc.pages[0].ast, (node) => {
    if (node.tag === 'rb-page' && !content) content = node;
  });
  if (!content) throw new Error('the template has no content region');
  content.children = cards;
  return doc;
}

async function createConfiguration(
  page: Page,
  projectId: string,
  name: string,
  screenSize: { width: number; height: number },
  templateId: string,
  modules?: number,
): Promise<HomepageDetail> {
  const created = await api<HomepageDetail>(page, 'PUT', HOMEPAGE_API.create, {
    projectId,
    name,
    screenSize,
    templateId,
  });
  if (modules === undefined) return created;
  const document = withModules(structuredClone(created.document), modules);
  const saved = await api<{ version: number }>(page, 'POST', HOMEPAGE_API.edit, {
    id: created.id,
    version: created.version,
    document,
  });
  return { ...created, version: saved.version, document };
}

// ---------------------------------------------------------------------------------------------
// Measuring.

interface Phase {
  /** Key presses that changed nothing (not measured). */
  missed: number;
  latencies: number[];
  longTasks: number[];
  bytes: number[];
}

/** Runs `act` EDITS times; each time measures key press → frame finished in the iframe. */
async function measure(page: Page, act: (i: number) => Promise<void>, settle = 60): Promise<Phase> {
  const frame = (await page.$(CANVAS))!;
  const runtime = (await frame.contentFrame())!;
  const started = await page.evaluate(() => performance.timeOrigin + performance.now());
  const bytesBefore = await runtime.evaluate(() => window.__bench.patchBytes.length);
  const latencies: number[] = [];
  let missed = 0;
  for (let i = 0; i < EDITS; i += 1) {
    const finished = runtime.evaluate(() => window.__bench.armFrameProbe());
    await runtime.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await act(i);
    const at = await finished;
    const inputAt = Math.max(
      await page.evaluate(() => window.__bench.inputAt),
      await runtime.evaluate(() => window.__bench.inputAt),
    );
    if (Number.isNaN(at)) missed += 1;
    else latencies.push(at - inputAt);
    await page.waitForTimeout(settle);
  }
  const ended = await page.evaluate(() => performance.timeOrigin + performance.now());
  const longTasks = [
    ...(await page.evaluate(() => window.__bench.longTasks)),
    ...(await runtime.evaluate(() => window.__bench.longTasks)),
  ]
    .filter((task) => task.start >= started && task.start <= ended)
    .map((task) => task.duration);
  const bytes = (await runtime.evaluate(() => window.__bench.patchBytes)).slice(bytesBefore);
  return { latencies, longTasks: [...new Set(longTasks)], bytes, missed };
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/** Main-thread work by kind, summed over the events of a trace (nested kinds overlap). */
const TRACED_KINDS = [
  'RunTask',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** BENCH_PROFILE=cpu: the JavaScript functions that took the most time while `work` ran. */
async function cpuProfiled<T>(page: Page, work: () => Promise<T>): Promise<T> {
  // BENCH_PROFILE=cpu-runtime profiles the canvas's runtime (its own process) instead of the editor.
  const profiledFrame = { 'cpu-runtime': CANVAS, 'cpu-renderer': 'iframe[title="页面渲染"]' }[
    process.env.BENCH_PROFILE ?? ''
  ];
  const target = profiledFrame
    ? (await (await page.waitForSelector(profiledFrame, { state: 'attached' })).contentFrame())!
    : page;
  const cdp = await page.context().newCDPSession(target);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  if (process.env.BENCH_PROFILE_FILE) writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
  const selfTime = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  for (const [key, time] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${time.toFixed(1).padStart(8)} ms  ${key}`);
  }
  await cdp.detach();
  return result;
}

/** BENCH_PROFILE=trace: how the renderer's main thread spent its time while `work` ran. */
async function profiled<T>(page: Page, work: () => Promise<T>): Promise<T> {
  if (process.env.BENCH_PROFILE?.startsWith('cpu')) return cpuProfiled(page, work);
  if (process.env.BENCH_PROFILE !== 'trace') return work();
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
  });
  const result = await work();
  const raw = (await browser.stopTracing()).toString('utf8');
  if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, raw);
  const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
  const main = trace.traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const totals = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (!main || event.tid !== main.tid || event.pid !== main.pid || event.ph !== 'X' || !event.dur) continue;
    if (TRACED_KINDS.includes(event.name))
      totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  }
  for (const kind of TRACED_KINDS)
    console.log(`  ${kind.padEnd(20)} ${(totals.get(kind) ?? 0).toFixed(0).padStart(7)} ms`);
  return result;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

function report(name: string, phase: Phase) {
  if (process.env.BENCH_SAMPLES)
    console.log(
      name,
      [...phase.latencies]
        .sort((a, b) => a - b)
        .map(ms)
        .join(', '),
    );
  const worst = phase.longTasks.length ? Math.max(...phase.longTasks) : 0;
  const p95 = percentile(phase.latencies, 95);
  console.log(
    `${name.padEnd(22)} frame finished p50 ${ms(percentile(phase.latencies, 50))}  p95 ${ms(p95)} ${p95 <= 16 ? '✓' : '✗'} (≤ 16 ms)` +
      `   tasks > 50 ms: ${phase.longTasks.filter((d) => d > 50).length} (longest ${ms(worst)}) ${worst <= 50 ? '✓' : '✗'}` +
      `   bytes/edit median ${percentile(phase.bytes, 50) ?? 0}` +
      (phase.missed ? `   (${phase.missed} presses changed nothing)` : ''),
  );
}

/**
 * The same measurement on the least there can be: a bare input and a bare sandboxed iframe of
 * the same origin (so, like the canvas, another process) that shows the typed text, the two
 * talking over a MessagePort. What this takes is this machine's floor for 'key press → frame
 * finished in the iframe': its frame pipeline, not the editor.
 */
async function measureFloor(page: Page, baseUrl: string): Promise<number[]> {
  const editor = `<!doctype html><meta charset="utf-8"><input id="text" value="标题">
    <iframe id="canvas" sandbox="allow-scripts" src="/__floor/runtime"></iframe>
    <script>
      const canvas = document.getElementById('canvas');
      canvas.addEventListener('load', () => {
        const session = new MessageChannel();
        canvas.contentWindow.postMessage('init', '*', [session.port2]);
        document.getElementById('text').oninput = (event) => session.port1.postMessage(event.target.value);
      });
    </script>`;
  const runtime = `<!doctype html><meta charset="utf-8"><h1 id="title">标题</h1>
    <script>
      onmessage = (event) => {
        event.ports[0].onmessage = ({ data }) => {
          const finished = window.armed;
          window.armed = null;
          if (finished) {
            const observer = new MutationObserver(() => {
              observer.disconnect();
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => finished(performance.timeOrigin + performance.now());
                channel.port2.postMessage(null);
              });
            });
            observer.observe(document, { subtree: true, childList: true, characterData: true });
          }
          document.getElementById('title').textContent = data;
        };
      };
    </script>`;
  await page.route(`${baseUrl}/__floor/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/runtime') ? runtime : editor,
    }),
  );
  await page.goto(`${baseUrl}/__floor/editor`);
  const runtimeFrame = (await (await page.waitForSelector('#canvas')).contentFrame())!;
  await runtimeFrame.waitForLoadState();
  await page.click('#text');
  await page.press('#text', 'End');
  const latencies: number[] = [];
  for (let i = 0; i < EDITS; i += 1) {
    const finished = runtimeFrame.evaluate(
      () => new Promise<number>((resolve) => Object.assign(window, { armed: resolve })),
    );
    await runtimeFrame.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.keyboard.press(i % 2 === 0 ? 'a' : 'Backspace');
    latencies.push((await finished) - (await page.evaluate(() => window.__bench.inputAt)));
    await page.waitForTimeout(60);
  }
  return latencies;
}

/**
 * The canvas's document as the runtime drew it, as static HTML: its markup and style sheets,
 * without scripts, and a probe at the end of its body that notes the end of the first frame.
 */
async function staticCanvasHtml(page: Page): Promise<string> {
  const runtime = (await (await page.$(CANVAS))!.contentFrame())!;
  return runtime.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const script of copy.querySelectorAll('script, link[rel="modulepreload"]')) script.remove();
    const probe = document.createElement('script');
    probe.textContent = `requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.staticPaintedAt = performance.timeOrigin + performance.now(); };
      channel.port2.postMessage(null);
    });`;
    copy.querySelector('body')!.append(probe);
    return `<!doctype html>${copy.outerHTML}`;
  });
}

/**
 * The opening floor: a bare page whose only content is a sandboxed iframe of the canvas's size
 * and scale showing `html`; from the page's navigation until the iframe's first frame is drawn.
 */
async function openStaticFloor(
  page: Page,
  baseUrl: string,
  html: string,
  screen: { width: number; height: number },
): Promise<number> {
  const scale = 400 / screen.width;
  const host = `<!doctype html><meta charset="utf-8"><iframe id="static" sandbox="allow-scripts"
    src="/__floor/static-page" style="border:0;width:${screen.width}px;height:${screen.height}px;
    transform:scale(${scale});transform-origin:0 0"></iframe>`;
  await page.route(`${baseUrl}/__floor/static*`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/static-page') ? html : host,
    }),
  );
  await page.goto(`${baseUrl}/__floor/static`);
  const frame = (await (await page.waitForSelector('#static')).contentFrame())!;
  await frame.waitForFunction(() => (window as { staticPaintedAt?: number }).staticPaintedAt, null, {
    timeout: 60_000,
    polling: 50,
  });
  const painted = await frame.evaluate(
    () => (window as unknown as { staticPaintedAt: number }).staticPaintedAt,
  );
  await page.unroute(`${baseUrl}/__floor/static*`);
  return painted - (await page.evaluate(() => performance.timeOrigin));
}

async function openEditor(page: Page, url: string, modules: number): Promise<number> {
  await page.goto(url);
  const frame = await (await page.waitForSelector(CANVAS, { timeout: 60_000 })).contentFrame();
  await frame!.waitForFunction(() => window.__bench?.allPaintedAt > 0, null, {
    timeout: 60_000,
    polling: 50,
  });
  const painted = await frame!.evaluate(() => window.__bench.allPaintedAt);
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  await frame!.waitForFunction(
    (count) => document.querySelectorAll('[data-tag="rb-feature-card"]').length >= count,
    modules,
  );
  return painted - navigationStart;
}

async function main() {
  const server = await startServer(PORT);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    if (process.env.BENCH_CONSOLE) page.on('console', (m) => console.log('console', m.text()));
    await page.goto(`${server.baseUrl}/login`);
    await page.getByPlaceholder('请输入手机号码').fill(ACCOUNT.phone);
    await page.getByPlaceholder('请输入密码').fill(ACCOUNT.password);
    await page.getByRole('button', { name: /登\s?录/ }).click();
    await page.waitForURL(/\/home/, { timeout: 60_000 });
    // A returning designer: the first-visit tutorial would cover the editor.
    await finishEditorTutorial(page);

    const project = await api<ProjectSummary>(page, 'PUT', PROJECT_API.create, {
      name: `性能基准${Date.now() % 100000}`,
      description: '',
    });
    const portrait = { width: 1080, height: 1920 };
    const large = await createConfiguration(
      page,
      project.id,
      '千模块',
      portrait,
      'exhibition-vmain-page-1',
      MODULES,
    );
    const small = await createConfiguration(
      page,
      project.id,
      '十模块',
      portrait,
      'exhibition-vmain-page-1',
      10,
    );
    const landscape = await createConfiguration(
      page,
      project.id,
      '横屏导出',
      { width: 1920, height: 1080 },
      'exhibition-hmain-page-1',
    );
    const list = `${server.baseUrl}/home/project-management/${project.id}_${encodeURIComponent(project.name)}/ui-configuration`;
    console.log(
      `document of ${MODULES} modules: ${(JSON.stringify(large.document).length / 1024).toFixed(0)} KB, ${list}/${large.id}`,
    );

    // As source text: tsx compiles functions with esbuild's `__name` helper, which the page lacks.
    // Init scripts run in every document, the canvas's out-of-process runtime included.
    await context.addInitScript({ content: `var __name = (f) => f; (${installProbes})(${MODULES});` });
    const budgets: string[] = [];
    const openings = [await openEditor(page, `${list}/${large.id}`, MODULES)];
    if (PHASES.has('open')) {
      const html = await staticCanvasHtml(page);
      const floors = [
        await openStaticFloor(page, server.baseUrl, html, portrait),
        await openStaticFloor(page, server.baseUrl, html, portrait),
      ];
      openings.push(await profiled(page, () => openEditor(page, `${list}/${large.id}`, MODULES)));
      console.log(
        `opening (1,000 modules, until painted): first ${ms(openings[0])}, again ${ms(openings[1])}; ` +
          `floor (the same modules as static HTML in a bare iframe): first ${ms(floors[0])}, again ${ms(floors[1])}`,
      );
      const met = openings[1] <= 1000 || (floors[1] > 700 && openings[1] - floors[1] <= 300);
      budgets.push(
        `open 1,000 modules: ${ms(openings[1])} against a floor of ${ms(floors[1])} (ratio ${(openings[1] / floors[1]).toFixed(2)}) ` +
          `${met ? '✓' : '✗'} (≤ 1000 ms, or within 300 ms of a floor over 700 ms)`,
      );
    }

    const canvas = page.frameLocator(CANVAS);
    const title = page.getByRole('textbox', { name: '标题', exact: true });
    // Editing starts with the first click, once the editor has put the canvas in place: the
    // opening's own work before it (the editor's first layout) is the opening's, not editing's.
    const firstCard = await canvasPoint(page, canvas.locator('[data-tag="rb-feature-card"]').first());
    const editingFrom = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.mouse.click(firstCard.x, firstCard.y);
    await title.click();
    await title.press('End');
    // Type a letter, take it back, and so on: every key press changes the title (a title has a
    // length limit that plain typing would reach).
    const typeOrErase = (i: number) =>
      page.keyboard.press(i % 2 === 0 ? String.fromCharCode(97 + ((i / 2) % 26)) : 'Backspace');
    const typing = PHASES.has('text') ? await profiled(page, () => measure(page, typeOrErase)) : null;
    if (typing) report('text edit', typing);

    // Click the first card, then Delete: the next card takes its place for the next round.
    const first = await canvasPoint(page, canvas.locator('[data-tag="rb-feature-card"]').first());
    let deleting: Phase | null = null;
    if (PHASES.has('delete') || PHASES.has('undo')) {
      deleting = await profiled(page, () =>
        measure(page, async () => {
          await page.mouse.click(first.x, first.y);
          await page.waitForTimeout(30);
          await page.keyboard.press('Delete');
        }),
      );
      if (PHASES.has('delete')) report('delete', deleting);
    }
    if (PHASES.has('undo')) {
      await page
        .locator('main')
        .first()
        .click({ position: { x: 20, y: 20 } });
      const undoing = await profiled(page, () => measure(page, () => page.keyboard.press('Control+z')));
      report('undo', undoing);
    }
    if (PHASES.has('idle')) {
      // The pause after editing: the editor saves (with the main page's thumbnail) and draws the
      // page list's thumbnails in it.
      await page.locator('[data-save-status="saved"]').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(IDLE_MS);
      const tasks = (await page.evaluate(() => window.__bench.longTasks)).filter(
        (task) => task.start >= editingFrom,
      );
      const longest = tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0;
      const renderer = tasks.filter((task) => task.container.includes('runtime.html')).length;
      console.log(
        `editor main thread while editing and in the pause after it: ${tasks.length} tasks over 50 ms (${renderer} for the page renderer), longest ${ms(longest)}`,
      );
      budgets.push(
        `editor tasks while editing: longest ${ms(longest)} ${longest <= 50 ? '✓' : '✗'} (≤ 50 ms)`,
      );
    }

    // Bytes per text edit on a document of 10 modules, for comparison.
    if (PHASES.has('small')) {
      await page.goto(`${list}/${small.id}`);
      await page.waitForSelector(CANVAS);
      await clickInCanvas(page, page.frameLocator(CANVAS).locator('[data-tag="rb-feature-card"]').first());
      await title.click();
      await title.press('End');
      const smallTyping = await profiled(page, () => measure(page, typeOrErase));
      report('text edit, 10 modules', smallTyping);
      if (typing)
        console.log(
          `bytes posted per text edit: ${percentile(typing.bytes, 50)} with ${MODULES} modules, ${percentile(smallTyping.bytes, 50)} with 10 modules`,
        );
    }
    if (PHASES.has('floor')) {
      const floor = await measureFloor(page, server.baseUrl);
      console.log(
        `floor: the same on a bare input and a bare sandboxed iframe: p50 ${ms(percentile(floor, 50))}  p95 ${ms(percentile(floor, 95))}`,
      );
      if (deleting) {
        const over = percentile(deleting.latencies, 95) - percentile(floor, 95);
        budgets.push(
          `delete p95 ${ms(percentile(deleting.latencies, 95))} against the floor's ${ms(percentile(floor, 95))}: ${ms(over)} over ${over <= 4 ? '✓' : '✗'} (≤ 4 ms)`,
        );
      }
    }
    if (PHASES.has('export')) budgets.push(await measureExport(page, `${list}/${landscape.id}`));
    console.log(`\nbudgets (issue 17):\n  ${budgets.join('\n  ')}`);
  } finally {
    await browser.close();
    server.stop();
  }
}

/**
 * PNG export of the landscape page, three times; the first may still wait for the page renderer.
 * The logo is nudged one unit before each export after the first: an unchanged page's PNG would
 * be the one drawn before (drawn-pages.ts), and each export must draw.
 */
async function measureExport(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await page.frameLocator(CANVAS).locator('[data-tag^="hmain-page-"]').waitFor({ timeout: 60_000 });
  const exports: number[] = [];
  await clickInCanvas(page, page.frameLocator(CANVAS).locator('[data-tag="rb-logo"]'));
  await profiled(page, async () => {
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      const button = page.getByRole('button', { name: '导出 PNG' });
      await button.waitFor();
      const started = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        button.click(),
      ]);
      exports.push(Date.now() - started);
      if (process.env.BENCH_PNG_FILE) await download.saveAs(process.env.BENCH_PNG_FILE);
      await download.delete();
      await page.waitForTimeout(500);
    }
  });
  const worst = Math.max(...exports.slice(1));
  return `PNG 1920×1080: first ${ms(exports[0])}, then ${exports.slice(1).map(ms).join(', ')} ${worst <= 500 ? '✓' : '✗'} (≤ 500 ms after the first)`;
}

await main();
