import type { AppliedSetting } from '../../../src/shared/api/device-settings';

/** One enabled configuration (or persona) and whom it names. */
export interface NamedTargets {
  id: string;
  name: string;
  projectDefault: boolean;
  deviceIds: readonly string[];
  tags: readonly string[];
}

/**
 * The one of `candidates` a device has, and why: the one naming the device itself; else the one
 * naming the device's first tag (in the device's own order) that any names; else the project
 * default; else none. The unique targets (device-settings schema) make each step's answer single.
 */
export function resolveSetting(
  candidates: readonly NamedTargets[],
  device: { id: string; tags: readonly string[] },
): AppliedSetting | null {
  const own = candidates.find((candidate) => candidate.deviceIds.includes(device.id));
  if (own) return { id: own.id, name: own.name, source: 'DEVICE', tag: null };
  for (const tag of device.tags) {
    const byTag = candidates.find((candidate) => candidate.tags.includes(tag));
    if (byTag) return { id: byTag.id, name: byTag.name, source: 'TAG', tag };
  }
  const fallback = candidates.find((candidate) => candidate.projectDefault);
  return fallback ? { id: fallback.id, name: fallback.name, source: 'DEFAULT', tag: null } : null;
}
