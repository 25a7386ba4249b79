// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOCK_CATEGORIES, STOCK_LIBRARY, type StockItem } from './stock-library';

const publicDir = resolve(import.meta.dirname, '../../../public');
const SIZE_CAP_BYTES = 30 * 1024;
const SVG_NS = 'http://www.w3.org/2000/svg';

const pathOf = (item: StockItem) => resolve(publicDir, `.${item.file}`);
const inCategory = (category: number) => STOCK_LIBRARY.filter((item) => item.category === category);

function parseSvg(item: StockItem): Document {
  return new DOMParser().parseFromString(readFileSync(pathOf(item), 'utf8'), 'image/svg+xml');
}

describe('stock material library', () => {
  it('ships at least 48 icons, 20 vector illustrations and 20 pictures', () => {
    expect(inCategory(STOCK_CATEGORIES.icon).length).toBeGreaterThanOrEqual(48);
    expect(inCategory(STOCK_CATEGORIES.illustration).length).toBeGreaterThanOrEqual(20);
    expect(inCategory(STOCK_CATEGORIES.picture).length).toBeGreaterThanOrEqual(20);
  });

  it('uses the spec category codes: icon 1, vector illustration 2, picture 3', () => {
    expect(STOCK_CATEGORIES).toEqual({ icon: 1, illustration: 2, picture: 3 });
  });

  it('gives every item a unique id, a unique file and a searchable Chinese name', () => {
    expect(new Set(STOCK_LIBRARY.map((item) => item.id)).size).toBe(STOCK_LIBRARY.length);
    expect(new Set(STOCK_LIBRARY.map((item) => item.file)).size).toBe(STOCK_LIBRARY.length);
    expect(new Set(STOCK_LIBRARY.map((item) => item.name)).size).toBe(STOCK_LIBRARY.length);
    for (const item of STOCK_LIBRARY) {
      expect(item.name, item.id).toMatch(/\p{Script=Han}/u);
      expect(item.keywords.length, item.id).toBeGreaterThan(0);
    }
  });

  it('has one canvas per category, pictures in both screen orientations', () => {
    const sizes = (category: number) =>
      new Set(inCategory(category).map((item) => `${item.width}x${item.height}`));
    expect(sizes(STOCK_CATEGORIES.icon)).toEqual(new Set(['96x96']));
    expect(sizes(STOCK_CATEGORIES.illustration)).toEqual(new Set(['800x600']));
    expect(sizes(STOCK_CATEGORIES.picture)).toEqual(new Set(['1920x1080', '1080x1920']));
  });

  it.each(STOCK_LIBRARY.map((item) => [item.id, item] as const))(
    '%s is a standalone SVG under the size cap whose canvas matches the manifest',
    (_id, item) => {
      expect(statSync(pathOf(item)).size).toBeLessThan(SIZE_CAP_BYTES);
      const doc = parseSvg(item);
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      const svg = doc.documentElement;
      expect(svg.localName).toBe('svg');
      expect(svg.namespaceURI).toBe(SVG_NS);
      expect(svg.getAttribute('viewBox')).toBe(`0 0 ${item.width} ${item.height}`);
      expect(svg.getAttribute('width')).toBe(String(item.width));
      expect(svg.getAttribute('height')).toBe(String(item.height));
      expect(svg.querySelector('title')?.textContent).toBe(item.name);
    },
  );

  it.each(STOCK_LIBRARY.map((item) => [item.id, item] as const))(
    '%s only paints with gradients and patterns it defines, and carries nothing active or remote',
    (_id, item) => {
      const text = readFileSync(pathOf(item), 'utf8');
      const doc = parseSvg(item);
      const references = [...text.matchAll(/url\(#([\w-]+)\)/g)].map((match) => match[1]);
      const missing = references.filter((id) => !doc.querySelector(`[id="${id}"]`));
      expect(missing).toEqual([]);
      expect(doc.querySelectorAll('script, foreignObject, image, use')).toHaveLength(0);
      expect(text).not.toMatch(/\son\w+=|href=|javascript:|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
    },
  );

  it('lists every file in public/stock, so nothing ships unseeded', () => {
    const listed = new Set(STOCK_LIBRARY.map((item) => item.file));
    const shipped = ['icons', 'illustrations', 'pictures'].flatMap((folder) =>
      readdirSync(resolve(publicDir, 'stock', folder)).map((file) => `/stock/${folder}/${file}`),
    );
    expect(shipped.filter((file) => !listed.has(file))).toEqual([]);
    expect(shipped).toHaveLength(STOCK_LIBRARY.length);
  });
});
