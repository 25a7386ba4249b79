import { describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../shared/screen/ids';
import { LAYER_PALETTE_ENTRIES, PALETTE_ENTRIES } from '../../shared/screen/tags/registry';
import { pageFromTemplate } from '../../shared/screen/templates/instantiate';
import { TEMPLATE_LIBRARY } from '../../shared/screen/templates/library';
import { blockedReason, insertPlace, tagsOnPage } from './insert-target';

describe('palette tiles blocked on a page', () => {
  it('are exactly those a click could not add anywhere, on every page of the template library', () => {
    const tags = [...new Set([...PALETTE_ENTRIES, ...LAYER_PALETTE_ENTRIES].map((entry) => entry.tag))];
    let blockedSomewhere = 0;
    for (const template of TEMPLATE_LIBRARY) {
      const page = pageFromTemplate(template, createSequentialIds('t'));
      const onPage = tagsOnPage(page);
      for (const tag of tags) {
        const place = insertPlace(page, tag, null);
        const reason = blockedReason(page, tag, onPage);
        expect(reason).toBe(place.ok ? null : place.reason);
        if (reason) blockedSomewhere += 1;
      }
    }
    // Sleep pages take no modules: the comparison covers refusals too.
    expect(blockedSomewhere).toBeGreaterThan(0);
  });
});
