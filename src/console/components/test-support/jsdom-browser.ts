/**
 * What jsdom leaves out and antd needs (test environment only): matchMedia for Grid and Form
 * layouts, ResizeObserver for Select and Slider, and quiet media methods (jsdom only logs 'not
 * implemented' for them). Import it first in a component test.
 */
import '@testing-library/jest-dom/vitest';

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has media elements but cannot play; these stand in so tests stay quiet.
HTMLMediaElement.prototype.pause = () => {};
HTMLMediaElement.prototype.load = () => {};
HTMLMediaElement.prototype.play = () => Promise.resolve();
