import { createContext, useContext } from 'react';
import type { RuntimeStore } from '../runtime-store';

export const RuntimeStoreContext = createContext<RuntimeStore | null>(null);

export function useRuntimeStore(): RuntimeStore {
  const store = useContext(RuntimeStoreContext);
  if (!store) throw new Error('useRuntimeStore outside the runtime');
  return store;
}
