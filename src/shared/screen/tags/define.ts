import type { z } from 'zod';
import type { PageType } from '../document';
import type { NodeStyles } from '../node';
import type { Orientation } from '../orientation';

/**
 * What a tag is:
 * - page: the root of a page (the spec's "hoc"); an unknown root tag is `Cannot find hoc`;
 * - container: holds the designer's modules (page content, footer drawer);
 * - module: a block a designer adds from the palette;
 * - widget: a fixed part of a robot screen (wake prompt, subtitles, swipers, ...);
 * - layer: a free layer placed absolutely in design units (logo, sticker, floating button).
 * Every tag that is not a page is the spec's "hoc class": unknown, it is `Cannot find hoc class`.
 */
export type TagKind = 'page' | 'container' | 'module' | 'widget' | 'layer';

/** Which children a tag takes: any tag of the listed kinds, plus the listed tags. */
export interface ChildRule {
  kinds: readonly TagKind[];
  tags: readonly string[];
}

export interface TagDefaults<D extends z.ZodObject, A extends z.ZodObject> {
  data: z.input<D>;
  attrs: z.input<A>;
  styles?: NodeStyles;
}

export interface TagDefinition<D extends z.ZodObject = z.ZodObject, A extends z.ZodObject = z.ZodObject> {
  tag: string;
  /** Human name in Chinese (palette, layer outline, problems). */
  name: string;
  kind: TagKind;
  /** For page tags: the page type it roots. */
  pageType?: PageType;
  /** For main-page tags: the screen orientation it is designed for. */
  orientation?: Orientation;
  data: D;
  attrs: A;
  accepts: ChildRule | null;
  /** Sample placeholder content for a new node of this tag. */
  defaults: () => TagDefaults<D, A>;
}

/**
 * Declares a tag. Defaults come in a second step so that their literals are checked against the
 * schemas already inferred (a single call would widen 'row' to string).
 */
export function defineTag<D extends z.ZodObject, A extends z.ZodObject>(
  spec: Omit<TagDefinition<D, A>, 'defaults'>,
) {
  return {
    withDefaults: (defaults: () => TagDefaults<D, A>): TagDefinition<D, A> => ({ ...spec, defaults }),
  };
}

export function isFreeLayer(definition: TagDefinition): boolean {
  return definition.kind === 'layer';
}
