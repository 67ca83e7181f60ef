import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { dreamFromLine, runBatch } from './batch';
import { createInterpreter } from './index';

async function run(lines: string[]): Promise<Record<string, unknown>[]> {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (c: Buffer) => chunks.push(c.toString()));
  await runBatch(createInterpreter(), Readable.from([lines.join('\n')]), out);
  return chunks.join('').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('batch interpretation', () => {
  it('parses plain and JSON lines and reports bad ones', () => {
    expect(dreamFromLine('  a snake  ')).toEqual({ text: 'a snake' });
    expect(dreamFromLine('{"text":"a horse"}')).toEqual({ text: 'a horse' });
    expect(dreamFromLine('{"text": 3}')).toHaveProperty('error');
    expect(dreamFromLine('{broken')).toEqual({ error: 'invalid JSON' });
    expect(dreamFromLine('x'.repeat(10_001))).toHaveProperty('error');
  });

  it('writes one JSON line per dream, in order, with error lines instead of crashes', async () => {
    const rows = await run([
      'I was chased by a wolf through the forest.',
      '{"text": "I flew over my old school, laughing."}',
      '{not json',
      '',
      '{"id": 4}',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ line: 1, engine: 'builtin', sentiment: 'negative' });
    expect(rows[0]?.keywords).toContain('wolf');
    expect(rows[1]).toMatchObject({ line: 2, sentiment: 'positive' });
    expect(rows[2]).toEqual({ line: 3, error: 'invalid JSON' });
    expect(rows[3]).toMatchObject({ line: 5, error: expect.stringMatching(/text/) });
  });
});
