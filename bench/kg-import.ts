/**
 * Budget of the knowledge graph's entity import (issue 15): 10,000 entities with 5 attributes and
 * 2 relations each imported in ≤ 5 s.
 *
 * Runs on the product's default database (its own embedded PostgreSQL in a temporary data
 * directory) and measures the whole call through the app (app.inject: multipart upload, the zip
 * guard, exceljs's streaming reader, every row checked against the concept schema and the data
 * types, one transaction writing it all), beside a floor measured in the same run on the same
 * file: exceljs's streaming reader alone, walking every row. Each is run RUNS times (overwrite),
 * median shown. Then a build of the imported base, for reference.
 * Usage: npx tsx bench/kg-import.ts   (BENCH_ENTITIES sets the number of entities, default 10000)
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
import { CONCEPT_SHEETS, ENTITY_SHEETS, KG_API } from '../src/shared/api/knowledge-graph';
import { PROJECT_API } from '../src/shared/api/projects';
import { UC } from '../src/shared/api/uc';

const ENTITIES = Number(process.env.BENCH_ENTITIES ?? 10_000);
const PEOPLE = 200;
const HALLS = 20;
const RUNS = 3;
const BUDGET_MS = 5_000;
const quiet = { info: () => undefined, warn: (line: string) => console.warn(line) };

async function xlsx(sheets: Record<string, (string | number)[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** 展品 with five attributes (text, number, date, picture, link) and two relations. */
const conceptWorkbook = () =>
  xlsx({
    [CONCEPT_SHEETS.concepts.name]: [
      [...CONCEPT_SHEETS.concepts.columns],
      ['人物', '', ''],
      ['展厅', '', ''],
      ['展品', '', ''],
    ],
    [CONCEPT_SHEETS.attributes.name]: [
      [...CONCEPT_SHEETS.attributes.columns],
      ['展品', '简介', '文本', '', '介绍'],
      ['展品', '重量', '数字', '', ''],
      ['展品', '入藏日期', '日期', '', ''],
      ['展品', '图片', '图片', '', ''],
      ['展品', '所在展厅', '链接', '展厅', '位置'],
    ],
    [CONCEPT_SHEETS.relations.name]: [
      [...CONCEPT_SHEETS.relations.columns],
      ['展品', '作者', '人物', '制作者'],
      ['展品', '同期展品', '展品', ''],
    ],
  });

async function entityWorkbook(): Promise<Buffer> {
  const entities: (string | number)[][] = [[...ENTITY_SHEETS.entities.columns]];
  const values: (string | number)[][] = [[...ENTITY_SHEETS.values.columns]];
  const relations: (string | number)[][] = [[...ENTITY_SHEETS.relations.columns]];
  for (let i = 0; i < PEOPLE; i++) entities.push(['人物', `人物${i}`, '', '']);
  for (let i = 0; i < HALLS; i++) entities.push(['展厅', `展厅${i}`, '', '']);
  for (let i = 0; i < ENTITIES; i++) {
    const name = `展品${i}`;
    entities.push(['展品', name, `藏品${i}`, '']);
    values.push(
      ['展品', name, '简介', `${name}出土于城郊遗址，是研究当地历史的重要实物资料。`],
      ['展品', name, '重量', (i % 97) + 0.5],
      ['展品', name, '入藏日期', `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 9}`],
      ['展品', name, '图片', `https://img.example.com/exhibits/${i}.jpg`],
      ['展品', name, '所在展厅', `展厅${i % HALLS}`],
    );
    relations.push(
      ['展品', name, '作者', `人物${i % PEOPLE}`],
      ['展品', name, '同期展品', `展品${(i + 1) % ENTITIES}`],
    );
  }
  return xlsx({
    [ENTITY_SHEETS.entities.name]: entities,
    [ENTITY_SHEETS.values.name]: values,
    [ENTITY_SHEETS.relations.name]: relations,
  });
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
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-kg-import-'));
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
      payload: { name: '图谱压测项目', description: '' },
    });
    const base = await app.inject({
      method: 'POST',
      url: KG_API.bases,
      headers,
      payload: { projectId: project.json().data.id, name: '万条实体' },
    });
    const kgBaseId = base.json().data.id as string;
    const upload = (url: string, file: Buffer) => {
      const body = multipart([{ fileName: 'bench.xlsx', bytes: file }]);
      return app?.inject({
        method: 'POST',
        url: `${url}?kgBaseId=${kgBaseId}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const concepts = await upload(KG_API.conceptImportOverwrite, await conceptWorkbook());
    if (concepts?.statusCode !== 200)
      throw new Error(`concept import answered ${concepts?.body.slice(0, 300)}`);

    const file = await entityWorkbook();
    console.log(
      `file: ${ENTITIES} entities × 5 attributes × 2 relations (+${PEOPLE + HALLS} targets), ${(file.length / 1024 / 1024).toFixed(2)} MB`,
    );
    const imports: number[] = [];
    const floors: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const answer = await upload(KG_API.entityImportOverwrite, file);
      imports.push(performance.now() - start);
      const result = answer?.json().data;
      if (answer?.statusCode !== 200)
        throw new Error(`import answered ${answer?.statusCode}: ${answer?.body.slice(0, 400)}`);
      console.log(
        `import ${run + 1} (overwrite): ${imports[run].toFixed(0)} ms, ${result.entities} entities, ${result.values} values, ${result.entityRelations} relations`,
      );
      const floorStart = performance.now();
      const rows = await readOnly(file);
      floors.push(performance.now() - floorStart);
      console.log(`  floor (exceljs streaming read, ${rows} rows): ${floors[run].toFixed(0)} ms`);
    }
    const buildStart = performance.now();
    await app.inject({ method: 'PUT', url: KG_API.build(kgBaseId), headers });
    for (;;) {
      const state = (await app.inject({ method: 'GET', url: KG_API.base(kgBaseId), headers })).json().data
        .build.state;
      if (state !== 'BUILDING') {
        console.log(`build: ${state} in ${(performance.now() - buildStart).toFixed(0)} ms`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
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
