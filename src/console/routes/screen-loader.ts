import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';
import { LoadFailure } from './LoadFailure';
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

/**
 * A route's screen as react-router's `lazy`: the router loads it while it navigates, beside the
 * other matched routes' code, and gives up after the spec's 120 s. Code that cannot be loaded
 * becomes the reload offer in the screen's place: a rejected `lazy` would leave the route lazy,
 * and react-router renders nothing below a lazy route, not even its error element.
 */
export const lazyScreen =
  (load: () => Promise<ScreenModule>): LazyRouteFunction<RouteObject> =>
  async () => {
    try {
      return { Component: (await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)).default };
    } catch {
      return { Component: LoadFailure };
    }
  };
