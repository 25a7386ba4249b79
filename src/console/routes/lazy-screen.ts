import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';
import type { ScreenModule } from './route-model';

export class ChunkTimeoutError extends Error {
  constructor() {
    super('screen code did not arrive in time');
    this.name = 'ChunkTimeoutError';
  }
}

/** Rejects when `promise` has not settled within `ms` (a hung chunk request never settles). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A screen whose code loads on first use, giving up after the spec's 120 s. */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyExoticComponent<ComponentType> {
  return lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS));
}
