import { describe, expect, it } from 'vitest';
import { fittingTemplateId, startingTemplates, templateVariantName } from './template-choice';

describe('template choice', () => {
  it('offers the category’s main pages of the screen’s orientation', () => {
    const portrait = startingTemplates('party', 'vertical');
    expect(portrait.map((template) => template.id)).toEqual([
      'party-vmain-page-1',
      'party-vmain-page-2',
      'party-vmain-page-3',
      'party-vmain-page-4',
      'party-vmain-page-5',
    ]);
    expect(
      startingTemplates('party', 'horizontal').every((template) => template.orientation === 'horizontal'),
    ).toBe(true);
    expect(templateVariantName(portrait[0])).toBe('经典');
  });

  it('keeps a template that still fits and otherwise takes the first that does', () => {
    expect(fittingTemplateId('government-vmain-page-3', 'government', 'vertical')).toBe(
      'government-vmain-page-3',
    );
    expect(fittingTemplateId('government-vmain-page-3', 'government', 'horizontal')).toBe(
      'government-hmain-page-1',
    );
    expect(fittingTemplateId('government-vmain-page-3', 'exhibition', 'vertical')).toBe(
      'exhibition-vmain-page-1',
    );
    expect(fittingTemplateId(undefined, 'other', 'vertical')).toBe('other-vmain-page-1');
  });
});
