// Robots for the device API benches: activated devices written straight into the server's
// embedded PostgreSQL (buying and activating thousands of keys through the API would be the
// bench's longest part), each with the device token a robot would hold.
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

/** A client of the embedded PostgreSQL of the server started on `dataDir`. */
export async function benchDatabase(dataDir) {
  const client = new pg.Client({
    host: join(dataDir, 'pg'),
    port: 5432,
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  return client;
}

/** `count` activated robots of the project (the enterprise's first when none is named): their ids and tokens. */
export async function activatedRobots(client, count, projectId = undefined) {
  const project =
    projectId ??
    (
      await client.query(
        `select p.id from projects p join tenants t on t.id = p.tenant_id order by p.created_at limit 1`,
      )
    ).rows[0].id;
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  const inserted = await client.query(
    `insert into devices (project_id, name, model, activation_key, expires_at, serial, token_hash, activated_at)
     select $1::uuid, '压测机器人 ' || n, 'guide-s1', 'RK-BNCH-' || lpad(n::text, 4, '0') || '-0000-0000',
            now() + interval '1 year', 'BENCH-' || n, hash, now()
     from unnest($2::text[]) with ordinality as h(hash, n)
     returning id, token_hash`,
    [project, hashes],
  );
  const idByHash = new Map(inserted.rows.map((row) => [row.token_hash, row.id]));
  return tokens.map((token, index) => ({ id: idByHash.get(hashes[index]), token }));
}
