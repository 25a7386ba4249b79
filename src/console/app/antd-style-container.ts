/**
 * Where antd's generated style elements live: an element of their own at the top of <head>, so
 * they still come before the app's own style sheets (which override them) but are not mixed with
 * the module preloads that every loaded screen adds there. antd looks its style elements up among
 * their container's children each time a control mounts (dozens of times per property panel).
 */
export function antdStyleContainer(): Element {
  const existing = document.head.querySelector('antd-styles');
  if (existing) return existing;
  const container = document.createElement('antd-styles');
  document.head.prepend(container);
  return container;
}
