import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  path: string;
}

/**
 * The routes as the server lists them. `printRoutes` draws a tree whose children continue their
 * parent's path ("├── /kg/v1/entities (GET)" then "│   └── /:id (GET)" is /kg/v1/entities/:id),
 * so each line's path is its parent's plus its own part; nodes without methods only carry a part.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const found = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!found) continue;
    const depth = [...found[1]].length / 4;
    const path = (parents[depth - 1] ?? '') + found[2];
    parents[depth] = path;
    for (const method of found[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}
