// Entry of the face model's worker thread: TypeScript through tsx, whether the process itself
// runs under tsx (the server) or another loader (vitest), then the worker proper.
import { register } from 'tsx/esm/api';

register();
await import('./face-model-worker.ts');
