/**
 * Budget of the Q&A library's xlsx import (issue 14): 10,000 pairs (5 similar questions and 2
 * answers each, in 20 categories) imported in ≤ 5 s.
 *
 * Runs on the product's default database (its own embedded PostgreSQL in a temporary data
 * directory) and measures the whole call through the app (app.inject: multipart upload, the zip
 * guard, exceljs's streaming reader, every row validated, one transaction writing it all),
 * beside a floor measured in the same run on the same file: exceljs's streaming reader alone,
 * walking every row. Each is run RUNS times (overwrite imports after the first), median shown.
 * Usage: npx tsx bench/qa-import.ts   (BENCH_PAIRS sets the number of pairs, default 10000)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { deriveServerKeys } from '../server/crypto/server-keys';
import { openDatabase } from '../server/db/open-database';
import { multipart } from '../server/media/test-support/multipart';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts';
import { seedDemoData } from '../server/seed/seed';
import { DirectoryStorage } from '../server/storage/directory-storage';
import { tokenForm } from '../server/test-support/api-calls';
import { ManualClock } from '../server/test-support/manual-clock';
import { PROJECT_API } from '../src/shared/api/projects';
import { QA_API } from '../src/shared/api/qa';
import { UC } from '../src/shared/api/uc';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 10_000);
const RUNS = 3;
const BUDGET_MS = 5_000;

const quiet = { info: () => undefined, warn: (line: string) => console.warn(line) };

/** The generated sheet, as an operator's export of a large library would look. */
async function generatedXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('问答');
  sheet.addRow(['分类', '标准问题', '相似问题', '答案1', '答案2', '启用', '标签']);
  for (let index = 0; index < PAIRS; index++) {
    const topic = `第${index}号展品`;
    sheet.addRow([
      `展区${index % 20}/子类${index % 3}`,
      `请介绍一下${topic}的来历`,
      [
        `${topic}是什么`,
        `讲讲${topic}`,
        `${topic}有什么故事`,
        `${topic}是哪个年代的`,
        `${topic}在哪里出土`,
      ].join('\n'),
      `${topic}出土于城郊遗址，距今约两千年，是研究当地历史的重要实物资料。`,
      `想了解更多${topic}的故事，可以扫描展柜旁的二维码收听讲解。`,
      index % 10 === 0 ? '否' : '是',
      index % 2 === 0 ? '展品\n讲解' : '展品',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The floor: exceljs's streaming reader alone, every row walked, nothing checked or written. */
async function readOnly(file: Buffer): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-qa-import-'));
  const database = await openDatabase({ dataDir, databaseUrl: null }, quiet);
  const { db } = database.handle;
  const serverKey = randomBytes(32);
  const clock = new ManualClock(Date.now());
  let app: FastifyInstance | null = null;
  try {
    await seedDemoData(db, deriveServerKeys(serverKey).passwordVault);
    app = await buildApp({
      db,
      clock,
      providers: { sms: { send: async () => undefined }, outbox: null },
      storage: new DirectoryStorage(join(dataDir, 'files')),
      config: { serverKey },
    });
    const signedIn = await app.inject({
      method: 'POST',
      url: UC.token,
      ...tokenForm(DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD, clock.now().getTime()),
    });
    const headers = { authorization: `Bearer ${signedIn.json().data.token}`, 'is-enterprise': 'true' };
    const project = await app.inject({
      method: 'PUT',
      url: PROJECT_API.create,
      headers,
      payload: { name: '导入压测项目', description: '' },
    });
    const library = await app.inject({
      method: 'PUT',
      url: QA_API.libraryCreate,
      headers,
      payload: { projectId: project.json().data.id, name: '万条问答' },
    });
    const libraryId = library.json().data.id as string;

    const file = await generatedXlsx();
    console.log(`file: ${PAIRS} pairs, ${(file.length / 1024 / 1024).toFixed(2)} MB`);
    const body = multipart([{ fileName: 'bench.xlsx', bytes: file }]);
    const imports: number[] = [];
    const floors: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const mode = run === 0 ? 'append' : 'overwrite';
      const start = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: `${QA_API.importXlsx}?libraryId=${libraryId}&mode=${mode}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      imports.push(performance.now() - start);
      const result = answer.json().data;
      if (result?.outcome !== 'IMPORTED')
        throw new Error(`import answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      console.log(
        `import ${run + 1} (${mode}): ${imports[run].toFixed(0)} ms, inserted ${result.inserted}, removed ${result.removed}`,
      );
      const floorStart = performance.now();
      const rows = await readOnly(file);
      floors.push(performance.now() - floorStart);
      console.log(`  floor (exceljs streaming read, ${rows} rows): ${floors[run].toFixed(0)} ms`);
    }
    const took = median(imports);
    console.log(
      `\nload average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `median import ${took.toFixed(0)} ms; floor ${median(floors).toFixed(0)} ms; ratio ${(took / median(floors)).toFixed(1)}×`,
    );
    console.log(`budget ≤ ${BUDGET_MS} ms: ${took <= BUDGET_MS ? 'met' : 'MISSED'} (${took.toFixed(0)} ms)`);
  } finally {
    await app?.close();
    await database.handle.close();
    await database.embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
