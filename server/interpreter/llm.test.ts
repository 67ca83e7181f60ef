import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterpreter } from './index';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const GOOD = {
  interpretation: 'I see the snake on your stairs as an old image of renewal.\n\nIt asks you to descend.\n\nWhat waits below?',
  keywords: ['Snake', 'stairs', 'snake'],
  sentiment: 'negative',
  emotions: { apprehension: 0.7, happiness: 0, anger: 0, confusion: 0.2, sadness: 0.1 },
  symbols: [{ symbol: 'snake', meaning: 'instinct and renewal' }],
  archetypes: ['The Shadow', 'Hobbit'],
};

const completion = (content: string): string => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

const routes: Record<string, Handler> = {
  good: (_req, _body, res) => res.end(completion(JSON.stringify(GOOD))),
  fenced: (_req, _body, res) => res.end(completion('```json\n' + JSON.stringify(GOOD) + '\n```')),
  slow: (_req, _body, res) => {
    setTimeout(() => res.end(completion(JSON.stringify(GOOD))), 1500);
  },
  malformed: (_req, _body, res) => res.end(completion('{"interpretation": "I see a snake", ')),
  mismatch: (_req, _body, res) => res.end(completion(JSON.stringify({ ...GOOD, sentiment: 'gloomy' }))),
  // Keywords a model should not give: stop words, feelings, swearing, sentences, capitals.
  sloppy: (_req, _body, res) => res.end(completion(JSON.stringify({ ...GOOD, keywords: ['The', 'Fear', 'fucking', 'Horse', 'dark field', 'I rode away on it', 'horse'] }))),
  useless: (_req, _body, res) => res.end(completion(JSON.stringify({ ...GOOD, keywords: ['the', 'it', 'scared'] }))),
  // A model that writes its own crisis paragraph, with a phone number, in the middle of its reading.
  supportive: (_req, _body, res) =>
    res.end(
      completion(
        JSON.stringify({
          ...GOOD,
          interpretation: 'I see the bridge as a threshold between two states of life.\n\nIf you are having thoughts of suicide, please call a hotline such as 988 right away.\n\nWhat would it mean to cross it slowly?',
        }),
      ),
    ),
  error: (_req, _body, res) => {
    res.statusCode = 500;
    res.end('boom');
  },
};

let server: Server;
let base = '';
const requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const [, scenario = '', ...rest] = (req.url ?? '').split('/');
      requests.push({ path: `/${rest.join('/')}`, auth: req.headers.authorization, body: JSON.parse(body) as Record<string, unknown> });
      res.setHeader('content-type', 'application/json');
      (routes[scenario] ?? routes.error)?.(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const DREAM = 'A snake lay on the stairs of my house and I was frightened.';

function interpreterFor(scenario: string, timeoutMs = 1000) {
  const fallbacks: string[] = [];
  const interpreter = createInterpreter({
    llm: { baseUrl: `${base}/${scenario}/`, model: 'test-model', apiKey: 'sk-test', timeoutMs },
    onFallback: (reason) => fallbacks.push(reason),
  });
  return { interpreter, fallbacks };
}

describe('LLM engine', () => {
  it('uses a valid answer, repairs small slips, and grounds the prompt in the built-in reading', async () => {
    const { interpreter, fallbacks } = interpreterFor('good');
    expect(interpreter.engine).toBe('llm:test-model');
    const { analysis: a, status } = await interpreter.interpret(DREAM);
    expect(status).toBe('ok');
    expect(fallbacks).toEqual([]);
    expect(a.engine).toBe('llm:test-model');
    expect(a.interpretation).toBe(GOOD.interpretation);
    expect(a.keywords).toEqual(['snake', 'stairs']);
    expect(a.archetypes).toEqual(['Shadow']);
    const last = requests[requests.length - 1];
    expect(last?.path).toBe('/chat/completions');
    expect(last?.auth).toBe('Bearer sk-test');
    expect(last?.body.model).toBe('test-model');
    expect(last?.body.response_format).toEqual({ type: 'json_object' });
    const messages = last?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toMatch(/Jung/);
    expect(messages[1]?.content).toContain(DREAM);
    expect(messages[1]?.content).toMatch(/snake: Instinct and transformation/);
    expect(messages[1]?.content).toMatch(/apprehension 0\.\d\d/);
  });

  it('opens the reading of a dream in distress with the same support message as the built-in engine, flagged, and says so in the prompt', async () => {
    const distress = 'I was standing on the bridge ready to jump, and I thought everyone would be better off without me.';
    const builtin = (await createInterpreter().interpret(distress)).analysis;
    expect(builtin.support).toBe(true);
    const support = builtin.interpretation.split('\n\n')[0]!;

    const { interpreter, fallbacks } = interpreterFor('supportive');
    const a = (await interpreter.interpret(distress)).analysis;
    expect(fallbacks).toEqual([]);
    expect(a.engine).toBe('llm:test-model');
    expect(a.support).toBe(true);
    // Ours first, then the model's reading without its own crisis paragraph (and its phone number).
    expect(a.interpretation).toBe(`${support}\n\nI see the bridge as a threshold between two states of life.\n\nWhat would it mean to cross it slowly?`);
    const messages = requests[requests.length - 1]?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toMatch(/do not write one yourself/);
    expect(messages[0]?.content).toMatch(/do not minimise what the dreamer wrote and do not dramatise it/);
    expect(messages[1]?.content).toMatch(/Safety check: flagged/);

    const calm = (await interpreter.interpret(DREAM)).analysis;
    expect(calm.support).toBe(false);
    expect(calm.interpretation).toMatch(/988/);
    expect((requests[requests.length - 1]?.body.messages as { content: string }[])[1]?.content).toMatch(/Safety check: nothing flagged/);
  });

  it('gives the model the dream\'s structure: its scenes, turning point, ending, central image and evidence', async () => {
    const { interpreter } = interpreterFor('good');
    const dream = 'I was in a dark field and a black horse came to me. Suddenly it knelt down, I climbed on and I rode it away into the night, and I woke up calm.';
    await interpreter.interpret(dream);
    const user = (requests[requests.length - 1]?.body.messages as { content: string }[])[1]?.content ?? '';
    expect(user).toMatch(/The dream's structure, as a first reading found it:/);
    expect(user).toMatch(/Turning point: \w+: "/);
    expect(user).toMatch(/Ending \(\w+\): "[^"]*rode it away/);
    expect(user).toMatch(/Central image: horse/);
    expect(user).toMatch(/- horse: .* Evidence: "/);
    const system = (requests[requests.length - 1]?.body.messages as { content: string }[])[0]?.content ?? '';
    expect(system).toMatch(/Walk through the dream in its own order/);
    expect(system).toMatch(/Never contradict what the dream says happened/);
  });

  it("gives the model the writer's remarks on their waking life apart from the dream's events", async () => {
    const { interpreter } = interpreterFor('good');
    await interpreter.interpret('I was on a glass floor at the top of a tower and it cracked and I fell through cloud. I woke up. I start a new job on Monday.');
    const user = (requests[requests.length - 1]?.body.messages as { content: string }[])[1]?.content ?? '';
    expect(user).toMatch(/The writer's remarks outside the dream[^\n]*"I start a new job on Monday\.?"/);
    expect(user).not.toMatch(/Ending \(\w+\): "[^"]*new job/);
    const system = (requests[requests.length - 1]?.body.messages as { content: string }[])[0]?.content ?? '';
    expect(system).toMatch(/never tell such a remark as one of the dream's events/);
  });

  it('holds the model\'s keywords to the same rules as the built-in engine\'s', async () => {
    const dream = 'I rode a horse across a dark field and I was scared.';
    expect((await interpreterFor('sloppy').interpreter.interpret(dream)).analysis.keywords).toEqual(['horse', 'dark field']);
    const builtin = (await createInterpreter().interpret(dream)).analysis;
    expect((await interpreterFor('useless').interpreter.interpret(dream)).analysis.keywords).toEqual(builtin.keywords);
  });

  it('accepts JSON wrapped in a code fence', async () => {
    const { interpreter, fallbacks } = interpreterFor('fenced');
    expect((await interpreter.interpret(DREAM)).analysis.engine).toBe('llm:test-model');
    expect(fallbacks).toEqual([]);
  });

  const failures: [string, RegExp][] = [
    ['slow', /timeout/],
    ['malformed', /malformed json/],
    ['mismatch', /schema mismatch: sentiment/],
    ['error', /http 500/],
  ];
  for (const [scenario, reason] of failures) {
    it(`falls back to the built-in engine on ${scenario}`, async () => {
      const { interpreter, fallbacks } = interpreterFor(scenario, 300);
      const { analysis: a, status } = await interpreter.interpret(DREAM);
      expect(status).toBe('fallback');
      expect(a.engine).toBe('builtin');
      expect(a.interpretation).toMatch(/snake/);
      expect(fallbacks).toHaveLength(1);
      expect(fallbacks[0]).toMatch(reason);
    });
  }

  it('falls back when nothing listens at the address', async () => {
    const fallbacks: string[] = [];
    const interpreter = createInterpreter({
      llm: { baseUrl: 'http://127.0.0.1:9', model: 'm', timeoutMs: 500 },
      onFallback: (r) => fallbacks.push(r),
    });
    expect((await interpreter.interpret(DREAM)).analysis.engine).toBe('builtin');
    expect(fallbacks).toHaveLength(1);
  });

  it('uses the built-in engine without LLM options and warms up', async () => {
    const interpreter = createInterpreter();
    await interpreter.warmUp();
    expect(interpreter.engine).toBe('builtin');
    expect((await interpreter.interpret(DREAM)).analysis.engine).toBe('builtin');
  });
});
