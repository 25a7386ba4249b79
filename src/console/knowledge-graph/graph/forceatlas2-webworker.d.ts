/** The library's worker body (no typings of its own): installs the message loop on `this`. */
declare module 'graphology-layout-forceatlas2/webworker.js' {
  const startForceAtlas2: (this: typeof globalThis) => void;
  export default startForceAtlas2;
}
