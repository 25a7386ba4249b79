/**
 * Where antd places a popup (a select's list, a dropdown menu, a tooltip): inside the drawer its
 * field sits in, else in the page. A popup placed in the page moves with the page, not with the
 * drawer above it: when the page under an open drawer scrolled (a focus, a scroll into view), an
 * open list slid away from its field until antd placed it again, and a click meant for an option
 * landed beside it (seen in the knowledge-graph concept drawer).
 */
export function popupContainerOf(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest<HTMLElement>('.ant-drawer-body') ?? document.body;
}
