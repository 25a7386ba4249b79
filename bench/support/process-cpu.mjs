// CPU time used by a process and every process under it (the server, its embedded PostgreSQL and
// that database's backends), read from /proc. On a machine other sessions share, throughput moves
// with their load; CPU time per request moves much less, so the benches print it beside the rates.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** pid → [parent pid, user + system ticks] for every process still there. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields start after its last ')'.
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1).split(' ');
      table.set(Number(name), [Number(fields[1]), Number(fields[11]) + Number(fields[12])]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return table;
}

/** Milliseconds of CPU used so far by `pid` alone and by its descendants (those still running). */
export function cpuMsOf(pid) {
  const table = processTable();
  const children = new Map();
  for (const [child, [parent]] of table) children.set(parent, [...(children.get(parent) ?? []), child]);
  let descendants = 0;
  const pending = [...(children.get(pid) ?? [])];
  while (pending.length > 0) {
    const next = pending.pop();
    descendants += table.get(next)?.[1] ?? 0;
    pending.push(...(children.get(next) ?? []));
  }
  const toMs = (ticks) => (ticks * 1000) / TICKS_PER_SECOND;
  return { own: toMs(table.get(pid)?.[1] ?? 0), descendants: toMs(descendants) };
}
