// Entry of the interpreter pool's workers when the server runs from its TypeScript sources (vitest,
// `npm run dev`, tsx scripts). A worker thread does not inherit vitest's in-process transform, and
// only inherits tsx's loader when the parent was started by tsx, so the worker registers tsx itself,
// scoped to this one import, and works the same under every runner. The production bundle has its
// own plain-JavaScript worker entry (dist/server/interpreter-worker.js) and never loads this file.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./pool-worker.ts', import.meta.url);

export const interpret = worker.interpret;
export const idleWarmUp = worker.idleWarmUp;
