// Worker threads start without the TypeScript loader that `tsx` and vitest give the main thread:
// register tsx here, then load the reader. Works under `tsx src/server/main.ts` and vitest alike.
import { register } from 'tsx/esm/api';

register();
await import('./document-worker.ts');
