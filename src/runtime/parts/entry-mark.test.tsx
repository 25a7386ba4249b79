// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSequentialIds } from '../../shared/screen/ids';
import { createNode, type KnownTag } from '../../shared/screen/tags/registry';
import { COMPONENTS } from '../components/registry';
import type { TagProps } from '../render/tag-props';

afterEach(cleanup);

/** Renders one tag's component with its sample content; returns the entry marks it drew. */
function marksOf(tag: KnownTag, attrs: Record<string, unknown> = {}): (string | null)[] {
  const node = createNode(tag, createSequentialIds(tag), { attrs });
  const Component = COMPONENTS[tag] as ComponentType<TagProps<KnownTag>>;
  const { container } = render(
    <Component
      node={node}
      data={node.data}
      attrs={node.attrs}
      root={{ 'data-node-id': node.id, 'data-tag': tag, style: undefined }}
    >
      {null}
    </Component>,
  );
  return [...container.querySelectorAll('[data-entry]')].map((element) => element.getAttribute('data-entry'));
}

describe('entries of data-source lists are marked for the editor', () => {
  it('features by group and place: the first group’s first 4 in a row, 2 groups × 3 in columns', () => {
    expect(marksOf('rb-feature-list', { layout: 'row' })).toEqual([
      'dataSource.0.0',
      'dataSource.0.1',
      'dataSource.0.2',
    ]);
    expect(marksOf('rb-feature-list', { layout: 'column' })).toEqual([
      'dataSource.0',
      'dataSource.0.0',
      'dataSource.0.1',
      'dataSource.0.2',
      'dataSource.1',
      'dataSource.1.0',
      'dataSource.1.1',
      'dataSource.1.2',
    ]);
  });

  it('cards, slides, list items, paragraphs', () => {
    expect(marksOf('rb-feature-card-list')).toEqual(['dataSource.0', 'dataSource.1', 'dataSource.2']);
    expect(marksOf('rb-media-swiper-card', { type: 'Normal' })).toEqual(['items.0', 'items.1', 'items.2']);
    expect(marksOf('rb-media-swiper-card', { type: 'Cards' })).toEqual(['items.0', 'items.1', 'items.2']);
    expect(marksOf('rb-media-list-card')).toEqual(['items.0', 'items.1', 'items.2']);
    expect(marksOf('rb-image-text-card', { layout: 'MultiTextSingleImage' })).toEqual(['texts.0', 'texts.1']);
    expect(marksOf('rb-media-swiper')).toEqual(expect.arrayContaining(['items.0', 'items.1']));
    expect(marksOf('rb-sleep-full-swiper')).toEqual(expect.arrayContaining(['items.0', 'items.1']));
  });

  it('questions, topics and the answers of a QA swiper', () => {
    expect(marksOf('rb-question-hint').slice(0, 2)).toEqual(['questions.0', 'questions.1']);
    expect(marksOf('rb-unknown-question').slice(0, 2)).toEqual(['suggestions.0', 'suggestions.1']);
    expect(marksOf('rb-question-category').slice(0, 2)).toEqual(['categories.0', 'categories.1']);
    expect(marksOf('rb-qa-swiper')).toEqual(['items.0']);
  });

  it('destinations of a navigation page and stops of a patrol page', () => {
    expect(marksOf('rb-navigation-page').slice(0, 2)).toEqual(['destinations.0', 'destinations.1']);
    expect(marksOf('rb-patrol-page').slice(0, 2)).toEqual(['stops.0', 'stops.1']);
  });
});
