/** Fixed data for the signed-in app baselines, created through the real HTTP API. */
import { fixedDate } from '../../.storybook/fixed-clock';

export const VISUAL_USER = { username: 'selene', email: 'selene@example.com', password: 'Moonlit-Tide-42!' } as const;

/** Dreams with dates fixed relative to FIXED_NOW (the client sets a dream's date). */
export const VISUAL_DREAMS = [
  { daysAgo: 0, text: 'I was flying over a silver ocean at night, and the moon spoke to me in my grandmother’s voice. I felt calm and free.' },
  { daysAgo: 1, text: 'A wolf followed me through a dark forest. I ran but my legs were heavy, and I woke up afraid before it reached me.' },
  { daysAgo: 2, text: 'I found a hidden door in my childhood house. Behind it was a garden full of light where my old friends were laughing.' },
  { daysAgo: 5, text: 'I was late for an exam in a school with endless corridors. My teeth started falling out and nobody noticed.' },
] as const;

async function call<T>(base: string, path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${base}/api${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Registers VISUAL_USER and stores VISUAL_DREAMS (analysed) on a fresh server. */
export async function seedVisualData(base: string): Promise<void> {
  await call(base, '/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(VISUAL_USER),
  });
  const { access_token: token } = await call<{ access_token: string }>(base, '/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: VISUAL_USER.email, password: VISUAL_USER.password }).toString(),
  });
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Oldest first, so ids follow the dates.
  for (const dream of [...VISUAL_DREAMS].reverse()) {
    const created = await call<{ id: number }>(base, '/dreams', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ dream_text: dream.text, date: fixedDate(dream.daysAgo, 1), mood: 'neutral' }),
    });
    await call(base, `/dreams/${created.id}/analyze`, { method: 'POST', headers: auth });
  }
}
