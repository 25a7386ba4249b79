import type { Rolldown } from 'vite';

// Rolldown's types as Vite re-exports them: rolldown itself is Vite's dependency, not ours.
type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ModuleInfo = Rolldown.ModuleInfo;

type ModuleGraph = (id: string) => ModuleInfo | null;

function staticClosure(entry: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (reached.has(next)) continue;
    reached.add(next);
    pending.push(...(graph(next)?.importedIds ?? []));
  }
  return reached;
}

/**
 * What each page loads before it shows anything, in one file per set of entries that load it
 * (`entries`: name → absolute path of the entry module). Left to itself Rolldown cut the sign-in
 * page's first load into 25 files, one per set of lazy screens sharing a piece, and gzip, which
 * starts afresh in each file, made them 10 KB heavier than one. Modules several entries load are
 * claimed first, so a module one entry needs never drags them into that entry's own file. The
 * entry modules stay out: a lazy console screen that imports a runtime component must not start
 * the runtime's page as well.
 */
export function firstLoadGroups(entries: Record<string, string>): CodeSplittingGroup[] {
  let closures: [name: string, modules: Set<string>][] | undefined;
  const entryModules = new Set(Object.values(entries));
  const loadedBy = (id: string, graph: ModuleGraph): string[] => {
    closures ??= Object.entries(entries).map(([name, entry]) => [name, staticClosure(entry, graph)]);
    return closures.filter(([, modules]) => modules.has(id)).map(([name]) => name);
  };
  const group = (shared: boolean, priority: number): CodeSplittingGroup => ({
    name(id, ctx) {
      if (entryModules.has(id)) return null;
      const names = loadedBy(id, (m) => ctx.getModuleInfo(m));
      return names.length > 0 && names.length > 1 === shared ? `${names.join('-')}-first-load` : null;
    },
    tags: ['$initial'],
    priority,
  });
  return [group(true, 2), group(false, 1)];
}
