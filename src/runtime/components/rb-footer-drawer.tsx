import { useState } from 'react';
import { useStore } from 'zustand';
import { walkTree } from '../../shared/screen/node-index';
import { useControl } from '../parts/use-control';
import { useRuntimeStore } from '../render/runtime-store-context';
import type { TagProps } from '../render/tag-props';

/**
 * The footer drawer: a handle at the bottom of the screen that opens a sheet of more modules.
 * In the editor it opens by itself while one of its modules is selected.
 */
export function FooterDrawer({ node, data, attrs, root, children }: TagProps<'rb-footer-drawer'>) {
  const state = useControl('drawer');
  const [open, setOpen] = useState(attrs.defaultOpen === true);
  const store = useRuntimeStore();
  const holdsSelection = useStore(store, ({ selected }) => {
    if (selected.length === 0) return false;
    let found = false;
    walkTree(node, (inner) => {
      if (inner !== node && selected.includes(inner.id)) found = true;
    });
    return found;
  });
  if (state === 'off') return null;
  const shown = open || holdsSelection;
  return (
    <div
      {...root}
      className={`rb-drawer ${shown ? 'rb-drawer--open' : ''} ${state === 'dimmed' ? 'rb-dimmed' : ''}`}
    >
      <button type="button" className="rb-drawer__handle" onClick={() => setOpen(!open)}>
        <span className="rb-drawer__grip" aria-hidden />
        <span>{data.title}</span>
        <span className="rb-drawer__chevron" aria-hidden>
          {shown ? '︾' : '︽'}
        </span>
      </button>
      <div className="rb-drawer__sheet">{children}</div>
    </div>
  );
}
