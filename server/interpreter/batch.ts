import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { MAX_DREAM_LENGTH } from '../../lib/core/api/contract';
import type { DreamInterpreter } from './index';

/** A line is either plain dream text or a JSON object with a `text` field. */
export function dreamFromLine(line: string): { text: string } | { error: string } {
  const trimmed = line.trim();
  let text = trimmed;
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return { error: 'invalid JSON' };
    }
    const field = (parsed as { text?: unknown }).text;
    if (typeof field !== 'string') return { error: 'JSON line has no string "text" field' };
    text = field.trim();
  }
  if (!text) return { error: 'empty dream' };
  if (text.length > MAX_DREAM_LENGTH) return { error: `dream longer than ${MAX_DREAM_LENGTH} characters` };
  return { text };
}

/**
 * Streams one analysis per input line, in input order. Lines are processed one at a time so
 * memory stays flat over whole journals; blank lines are skipped rather than reported.
 */
export async function runBatch(interpreter: DreamInterpreter, input: Readable, output: Writable): Promise<{ ok: number; failed: number }> {
  const rl = createInterface({ input, crlfDelay: Infinity });
  let lineNo = 0;
  let ok = 0;
  let failed = 0;
  for await (const line of rl) {
    lineNo += 1;
    if (!line.trim()) continue;
    const dream = dreamFromLine(line);
    let record: Record<string, unknown>;
    if ('error' in dream) {
      record = { line: lineNo, error: dream.error };
      failed += 1;
    } else {
      try {
        record = { line: lineNo, ...(await interpreter.interpret(dream.text)).analysis };
        ok += 1;
      } catch (error) {
        record = { line: lineNo, error: error instanceof Error ? error.message : String(error) };
        failed += 1;
      }
    }
    if (!output.write(`${JSON.stringify(record)}\n`)) await new Promise((r) => output.once('drain', r));
  }
  return { ok, failed };
}
