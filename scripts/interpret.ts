/**
 * npm run interpret < dreams.txt > analyses.jsonl
 * One dream per line (plain text, or JSON with a "text" field); one JSON analysis per line out.
 * Uses the LLM when LLM_BASE_URL and LLM_MODEL are set, the built-in engine otherwise.
 */
import { runBatch } from '../server/interpreter/batch';
import { interpreterConfigFromEnv } from '../server/interpreter/config';
import { createInterpreter } from '../server/interpreter/index';

const { llm } = interpreterConfigFromEnv();
let fallbacks = 0;
const interpreter = createInterpreter({
  llm,
  onFallback: (reason) => {
    fallbacks += 1;
    process.stderr.write(`llm fallback: ${reason}\n`);
  },
});
await interpreter.warmUp();
const { ok, failed } = await runBatch(interpreter, process.stdin, process.stdout);
process.stderr.write(`interpret: ${ok} analysed, ${failed} failed, ${fallbacks} llm fallbacks, engine ${interpreter.engine}\n`);
