/**
 * How the end-to-end tests and the benches start a browser: Debian's Chromium, headless, with
 * nothing of its own that talks to the network (no QUIC, sync, component or background updates)
 * and no GPU or sandbox, which a container has neither of.
 */
export const CHROMIUM_EXECUTABLE_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
