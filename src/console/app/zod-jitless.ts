/**
 * The Content-Security-Policy forbids eval, and zod probes for it (a violation on every page)
 * unless told `jitless`. `z.config` would load all of zod into the sign-in page, which never
 * parses with it; zod keeps its settings on this global instead, and adopts what it finds there,
 * so the setting is made here, before any screen loads zod.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
