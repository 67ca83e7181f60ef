import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api/errors';
import { analysisFailure, createGuestFlow, guestSessionFailure, type GuestFlow } from './guest-flow';
import { MESSAGES } from './messages';
import { anAnalysis, aUser } from './testing/fixtures';
import { accessToken, signIn, startHarness, T0, type Harness } from './testing/session-harness';

const error = (status: number, detail: string | null, code?: string) =>
  new ApiError(status, detail, { ...(detail === null ? {} : { detail }), ...(code ? { code } : {}) });
const message = (e: unknown, guest = true) => analysisFailure(e, guest).message;

describe('analysisFailure', () => {
  it("guests: a 403 shows the server's detail, else the used text", () => {
    expect(analysisFailure(error(403, 'This device has already used its free analysis', 'guest_used'), true)).toEqual({
      status: 'used',
      message: 'This device has already used its free analysis',
    });
    expect(message(error(403, null))).toBe(MESSAGES.guestUsed);
  });

  it("a missed deadline (503 analysis_timeout) shows the server's detail, else its own text", () => {
    expect(message(error(503, MESSAGES.analysisTimeout, 'analysis_timeout'), false)).toBe(MESSAGES.analysisTimeout);
    expect(message(error(503, null, 'analysis_timeout'))).toBe(MESSAGES.analysisTimeout);
    expect(analysisFailure(error(503, null, 'analysis_timeout'), true).status).toBe('error');
  });

  it("the limits (429) show the server's detail, with or without a code, for guests and users alike", () => {
    const hourly = 'You have reached the limit of 20 analyses per hour. Please try again in 42 minutes.';
    expect(analysisFailure(error(429, hourly, 'rate_limited'), false)).toEqual({ status: 'limited', message: hourly });
    const network = 'Too many guest analyses from this network today. Please register or log in to continue.';
    expect(analysisFailure(error(429, network, 'daily_limit'), true)).toEqual({ status: 'limited', message: network });
    const cap = 'You have reached the limit of 10 dreams per day. Please come back tomorrow.';
    expect(message(error(429, cap), false)).toBe(cap);
  });

  it("maintenance shows the server's detail, else the maintenance text", () => {
    const detail = 'The service is under maintenance. Please try again later.';
    expect(analysisFailure(error(503, detail, 'maintenance'), true)).toEqual({ status: 'maintenance', message: detail });
    expect(analysisFailure(error(503, null, 'maintenance'), false)).toEqual({ status: 'maintenance', message: MESSAGES.maintenance });
    expect(message(error(503, detail), false)).toBe(detail);
  });

  it('an unavailable interpreter (503) says so, in the widget too', () => {
    const detail = 'The interpreter is unavailable. Please try again in a minute.';
    expect(message(error(503, detail, 'interpreter_unavailable'))).toBe(detail);
    expect(message(error(503, 'The analysis took too long.'))).toBe('The analysis took too long.');
  });

  it('anything else is the generic failure, whatever its words', () => {
    expect(message(error(500, 'Internal Server Error'), false)).toBe(MESSAGES.analyzeFailed);
    expect(message(error(500, 'Internal Server Error'))).toBe(MESSAGES.analyzeFailed);
    expect(message(error(429, null), false)).toBe(MESSAGES.analyzeFailed);
    expect(message(error(403, 'Forbidden'), false)).toBe(MESSAGES.analyzeFailed);
    expect(message(error(401, 'Not authenticated'))).toBe(MESSAGES.analyzeFailed);
    expect(message(error(0, null))).toBe(MESSAGES.analyzeFailed);
    expect(message(new TypeError('boom'))).toBe(MESSAGES.analyzeFailed);
    expect(message(new Error('boom'))).toBe(MESSAGES.analyzeFailed);
  });
});

describe('guestSessionFailure', () => {
  it("shows the server's detail, else the generic text; maintenance is its own state", () => {
    const detail = 'The service is under maintenance. Please try again later.';
    expect(guestSessionFailure(error(503, detail, 'maintenance'))).toEqual({ status: 'maintenance', message: detail });
    expect(guestSessionFailure(error(0, null))).toEqual({ status: 'error', message: MESSAGES.guestSessionFailed });
  });
});

const reading = anAnalysis();

const guestBody = {
  access_token: accessToken(5, T0 + 3_600_000, 'guest'),
  token_type: 'bearer',
  can_analyze: true,
  user: aUser({ id: -1, username: 'Guest', email: '' }),
};

describe('the guest flow', () => {
  let h: Harness;
  let flow: GuestFlow;

  beforeEach(async () => {
    h = await startHarness({ prefix: 'dream-analyzer-widget:test:' });
    h.session.start();
    flow = createGuestFlow(h.session);
    h.server.on('POST /auth/guest-access', { body: guestBody });
    h.server.on('POST /dreams/guest/analyze', { body: reading });
  });
  afterEach(async () => {
    await h.close();
  });

  it('goes idle → analysing → result, and the allowance is spent', async () => {
    expect(await flow.start()).toBeNull();
    expect(flow.state.value).toEqual({ status: 'idle' });
    const pending = flow.analyze('I swam in a dark sea');
    expect(flow.state.value).toEqual({ status: 'analysing' });
    expect(await pending).toEqual({ status: 'result', analysis: reading });
    expect(flow.state.value).toEqual({ status: 'result', analysis: reading });
    expect(h.session.state.guestHasSubmitted.value).toBe(true);
  });

  it('a refused analysis (403 guest_used) ends in used and spends the allowance', async () => {
    await flow.start();
    h.server.on('POST /dreams/guest/analyze', { status: 403, body: { detail: 'This device has already used its free analysis', code: 'guest_used' } });
    expect(await flow.analyze('again')).toEqual({ status: 'used', message: 'This device has already used its free analysis' });
    expect(h.session.state.guestHasSubmitted.value).toBe(true);
  });

  it('a limit, maintenance and a missed deadline end in their states and keep the allowance', async () => {
    await flow.start();
    h.server.on('POST /dreams/guest/analyze', { status: 429, body: { detail: 'Too many guest analyses from this network today.', code: 'daily_limit' } });
    expect(await flow.analyze('a')).toEqual({ status: 'limited', message: 'Too many guest analyses from this network today.' });
    h.server.on('POST /dreams/guest/analyze', { status: 503, body: { detail: 'Down for maintenance.', code: 'maintenance' } });
    expect(await flow.analyze('b')).toEqual({ status: 'maintenance', message: 'Down for maintenance.' });
    h.server.on('POST /dreams/guest/analyze', { status: 503, body: { detail: MESSAGES.analysisTimeout, code: 'analysis_timeout' } });
    expect(await flow.analyze('c')).toEqual({ status: 'error', message: MESSAGES.analysisTimeout });
    expect(h.session.state.guestHasSubmitted.value).toBe(false);
  });

  it('a guest session that cannot start says why', async () => {
    h.server.on('POST /auth/guest-access', { status: 503, body: { detail: 'Down for maintenance.', code: 'maintenance' } });
    expect(await flow.start()).toEqual({ status: 'maintenance', message: 'Down for maintenance.' });
    expect(flow.state.value).toEqual({ status: 'maintenance', message: 'Down for maintenance.' });
  });

  describe('a reading lives exactly as long as its session', () => {
    beforeEach(async () => {
      await flow.start();
      await flow.analyze('I swam in a dark sea');
    });

    it('keeps the last analysis while its guest session lives (an element re-added finds it)', () => {
      expect(h.session.state.guestHasSubmitted.value).toBe(true);
      expect(flow.state.value).toEqual({ status: 'result', analysis: reading });
    });

    it('drops the analysis when a 401 clears the guest session (an expired guest token)', async () => {
      h.server.on('POST /dreams/guest/analyze', { status: 401, body: { detail: 'Token expired' } });
      expect(await flow.analyze('again')).toEqual({ status: 'error', message: MESSAGES.analyzeFailed });
      expect(h.session.state.status.value).toBe('none');
      expect(flow.state.value.status).not.toBe('result');
    });

    it('drops the analysis when the session is cleared, and a new guest session does not bring it back', async () => {
      h.session.actions.clear();
      expect(flow.state.value).toEqual({ status: 'idle' });
      await flow.start();
      expect(h.session.state.status.value).toBe('guest');
      expect(flow.state.value).toEqual({ status: 'idle' });
    });

    it('drops the analysis when another identity replaces the guest', async () => {
      await signIn(h);
      expect(flow.state.value).toEqual({ status: 'idle' });
    });

    it('keeps an analysis made after the change', async () => {
      h.session.actions.clear();
      expect(await flow.analyze('I swam in a dark sea')).toEqual({ status: 'result', analysis: reading });
      expect(flow.state.value).toEqual({ status: 'result', analysis: reading });
    });

    it('drops a reading whose session was cleared while it was on its way', async () => {
      h.session.actions.clear();
      await flow.start();
      h.server.on('POST /dreams/guest/analyze', { body: reading, delayMs: 50 });
      const pending = flow.analyze('late');
      await new Promise((r) => setTimeout(r, 10));
      h.session.actions.clear();
      expect(await pending).toEqual({ status: 'idle' });
      expect(flow.state.value).toEqual({ status: 'idle' });
    });
  });
});
