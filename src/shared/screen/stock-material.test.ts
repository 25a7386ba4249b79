import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allStockMaterial } from './stock-material';

const publicDir = resolve(import.meta.dirname, '../../../public');

describe('stock material', () => {
  it('ships every picture, icon, background, avatar and logo the templates refer to', () => {
    const missing = allStockMaterial().filter((path) => !existsSync(resolve(publicDir, `.${path}`)));
    expect(missing).toEqual([]);
  });
});
