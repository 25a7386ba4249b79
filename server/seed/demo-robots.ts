import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Fleet, startRobots } from '../../src/simulator/start-robots';
import { DEMO_ROBOT_KEYS, DEMO_SERIAL_PREFIX } from './demo-fleet';

/** The server's own address as a client reaches it (a wildcard listen is reached on loopback). */
export function ownUrl(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.address === '::') return `http://[::1]:${address.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * In demo mode the server runs the demo project's three robots itself, through the device API
 * like any robot, so a fresh start shows a live fleet. DEMO_ROBOTS=0 turns them off.
 */
export function startDemoRobots(
  address: AddressInfo,
  env: NodeJS.ProcessEnv,
  dataDir: string,
  log: (line: string) => void,
): Fleet | null {
  if (env.DEMO_ROBOTS === '0') return null;
  return startRobots({
    url: ownUrl(address),
    keys: DEMO_ROBOT_KEYS,
    serialPrefix: DEMO_SERIAL_PREFIX,
    // Beside the database that holds the keys' bindings: the next start proves them with these.
    tokenFile: join(dataDir, 'demo-robot-tokens.json'),
    log,
  });
}
