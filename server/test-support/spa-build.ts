import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in for the Vite build (dist/): the given files, relative paths to contents. */
export async function fakeSpaBuild(
  files: Record<string, string>,
): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'spa-'));
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), contents);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
