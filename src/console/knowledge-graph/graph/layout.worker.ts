import startForceAtlas2 from 'graphology-layout-forceatlas2/webworker.js';

/**
 * The ForceAtlas2 iteration loop of graphology-layout-forceatlas2, started in a worker file of our
 * own: the library's supervisor would start it from a blob: address, which the console's
 * Content-Security-Policy (worker-src 'self') refuses.
 */
startForceAtlas2.call(self);
