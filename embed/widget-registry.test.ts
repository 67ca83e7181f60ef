import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyzeResponse } from '../lib/core/api/contract';
import { accessToken, signIn, startHarness, T0, type Harness } from '../lib/core/testing/session-harness';
import { aUser } from '../lib/core/testing/fixtures';
import { createWidgetState, type WidgetState } from './widget-registry';

const reading: AnalyzeResponse = {
  interpretation: 'The sea in your dream is the unconscious itself.',
  keywords: ['sea'],
  sentiment: 'neutral',
  emotions: { apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 },
  symbols: [],
  archetypes: [],
  engine: 'builtin',
  support: false,
};

const guestBody = {
  access_token: accessToken(5, T0 + 3_600_000, 'guest'),
  token_type: 'bearer',
  can_analyze: true,
  user: aUser({ id: -1, username: 'Guest', email: '' }),
};

let h: Harness;
let state: WidgetState;

beforeEach(async () => {
  h = await startHarness({ prefix: 'dream-analyzer-widget:test:' });
  h.session.start();
  state = createWidgetState(h.session);
  h.server.on('POST /auth/guest-access', { body: guestBody });
  h.server.on('POST /dreams/guest/analyze', { body: reading });
  await h.session.actions.ensureSession();
  state.analysis.value = await h.session.actions.analyzeGuestDream('I swam in a dark sea');
});
afterEach(async () => {
  await h.close();
});

describe('the widget state', () => {
  it('keeps the last analysis while its guest session lives (an element re-added finds it)', () => {
    expect(h.session.state.guestHasSubmitted.value).toBe(true);
    expect(state.analysis.value?.interpretation).toBe(reading.interpretation);
  });

  it('drops the analysis when a 401 clears the guest session (an expired guest token)', async () => {
    h.server.on('POST /dreams/guest/analyze', { status: 401, body: { detail: 'Token expired' } });
    await expect(h.session.actions.analyzeGuestDream('again')).rejects.toMatchObject({ status: 401 });
    expect(h.session.state.status.value).toBe('none');
    expect(state.analysis.value).toBeNull();
  });

  it('drops the analysis when the session is cleared, and a new guest session does not bring it back', async () => {
    h.session.actions.clear();
    expect(state.analysis.value).toBeNull();
    await h.session.actions.ensureSession();
    expect(h.session.state.status.value).toBe('guest');
    expect(state.analysis.value).toBeNull();
  });

  it('drops the analysis when another identity replaces the guest', async () => {
    await signIn(h);
    expect(state.analysis.value).toBeNull();
  });

  it('keeps an analysis made after the change', () => {
    h.session.actions.clear();
    state.analysis.value = reading;
    expect(state.analysis.value).toBe(reading);
  });
});
