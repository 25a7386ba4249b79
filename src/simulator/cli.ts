import { parseArgs } from 'node:util';
import { inactiveKeys } from './console-keys';
import { startRobots } from './start-robots';

const USAGE = `npm run robots -- --count N --project <projectId> [--url http://127.0.0.1:8080]
                  [--keys K1,K2] [--tokens robot-tokens.json] [--account 13800000001 --password demo1234]
                  [--speed-up 1]

Runs N simulated robots against the device API. Keys: --keys, or else the project's
unactivated devices (设备管理 → 待激活), read through the console API as --account.
--tokens keeps each robot's device token in a file, as a real robot does: a key already
activated is re-activated only with its current token (or after 解绑 in the console).
--speed-up runs simulated time faster; past about 20 a robot calls more often than the
server's per-robot budget (10 calls/s) allows and is slowed down by 429s.`;

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '3' },
    project: { type: 'string' },
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    keys: { type: 'string' },
    account: { type: 'string', default: '13800000001' },
    password: { type: 'string', default: 'demo1234' },
    'speed-up': { type: 'string', default: '1' },
    tokens: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const count = Number(values.count);
  const speedUp = Number(values['speed-up']);
  if (values.help || !Number.isInteger(count) || count < 1 || !(speedUp > 0)) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const given = values.keys
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (!given && !values.project) {
    process.stderr.write(`--project or --keys is needed\n\n${USAGE}\n`);
    process.exit(2);
  }
  const keys = given
    ? given.slice(0, count)
    : await inactiveKeys(values.url, values.project as string, count, {
        account: values.account,
        password: values.password,
      });
  if (keys.length === 0) {
    process.stderr.write('这个项目没有待激活的设备：先在设备管理里购买设备，或用 --keys 给出激活码\n');
    process.exit(1);
  }
  if (keys.length < count)
    process.stdout.write(`只找到 ${keys.length} 个可用激活码，启动 ${keys.length} 台机器人\n`);

  const log = (line: string) => process.stdout.write(`${new Date().toLocaleTimeString()} ${line}\n`);
  const fleet = startRobots({ url: values.url, keys, speedUp, log, tokenFile: values.tokens });
  log(`${keys.length} 台模拟机器人已启动（Ctrl-C 停止）`);
  const summary = setInterval(() => {
    const stats = fleet.stats();
    const online = stats.filter((robot) => robot.online).length;
    const stored = stats.reduce((sum, robot) => sum + robot.eventsStored, 0);
    log(`在线 ${online}/${stats.length}，已上报事件 ${stored}，待发送 ${fleet.pendingEvents()}`);
  }, 30_000);
  const stop = async () => {
    clearInterval(summary);
    log('正在停止…');
    await fleet.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
