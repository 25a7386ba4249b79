// Measuring several HTTP targets at N connections so that each sees the same machine load: a
// warm-up, then rounds in which every target runs in turn. With each target's process id, the
// CPU its server (and the server's children: PostgreSQL) spent per request is measured too.
import autocannon from 'autocannon';
import { cpuMsOf } from './process-cpu.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * targets: { title, options (autocannon's, without connections and duration), pid? }.
 * Answers per target: requests/s over all rounds; p50 and p99 the median of the rounds'; and,
 * given a pid, CPU ms per request of that process and of its children.
 */
export async function measureAlternately(targets, { connections, rounds, roundSeconds, warmupSeconds = 1 }) {
  for (const target of targets) await autocannon({ ...target.options, connections, duration: warmupSeconds });
  const results = targets.map(() => ({ runs: [], own: 0, children: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const before = target.pid ? cpuMsOf(target.pid) : null;
      const run = await autocannon({ ...target.options, connections, duration: roundSeconds });
      const failures = run.non2xx + run.errors + run.timeouts;
      if (failures > 0) throw new Error(`${target.title}: ${failures} failed requests`);
      if (before) {
        const after = cpuMsOf(target.pid);
        results[index].own += after.own - before.own;
        results[index].children += after.descendants - before.descendants;
      }
      results[index].runs.push(run);
    }
  }
  return targets.map((target, index) => {
    const { runs, own, children } = results[index];
    const total = runs.reduce((sum, run) => sum + run.requests.total, 0);
    return {
      title: target.title,
      rps: total / (rounds * roundSeconds),
      p50: median(runs.map((run) => run.latency.p50)),
      p99: median(runs.map((run) => run.latency.p99)),
      cpuMsPerRequest: target.pid ? { own: own / total, children: children / total } : null,
    };
  });
}
