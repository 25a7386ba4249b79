export interface ScreenBox {
  width: number;
  height: number;
}

/**
 * Whether an element starts beyond the screen's right or bottom edge: the unseen part of a long
 * content list. What it holds comes after it in the flow, so it is beyond the edge too.
 */
export function beyondScreen(element: Element, screen: ScreenBox): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= screen.height || box.left >= screen.width;
}

/**
 * The elements below `root` that a picture of the screen shows, parents first. An element beyond
 * the screen is left out with everything inside it, unmeasured: inside the content area's
 * off-screen chunks, which the browser neither lays out nor paints, each measurement would make
 * it lay that chunk out (a page of 1,000 modules took ~350 ms).
 */
export function* elementsOnScreen(root: Element, screen: ScreenBox): Generator<Element> {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) =>
      beyondScreen(node as Element, screen) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) yield node as Element;
}
