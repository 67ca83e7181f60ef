/** The session transitions (guest access, login, logout, analysis, profile changes), each one function. */
import { ApiError, hasErrorCode, isApiError } from '../api/errors';
import { toApiError } from '../api/client';
import { dreamRequest } from '../api/dreams';
import type { DreamApi } from '../api/endpoints';
import { guestUser } from '../api/guest-user';
import { ERROR_CODES, type AnalyzeResponse, type Dream, type UpdateMeRequest, type UpdateMeResponse, type User } from '../api/contract';
import { isGuestToken, tokenExpiryMs } from './jwt';
import type { SessionModel } from './model';
import type { Refresher } from './refresh';
import { CorruptSessionError, type SessionStore } from './storage';

export interface TransitionDeps {
  model: SessionModel;
  store: SessionStore;
  api: DreamApi;
  refresher: Refresher;
  fingerprint: () => Promise<string>;
  now: () => number;
}

/** The user shown when the server refuses guest access, so the page still renders as a guest's. */
export function guestPlaceholder(now: number): User {
  return guestUser(new Date(now).toISOString());
}

export function createTransitions({ model, store, api, refresher, fingerprint, now }: TransitionDeps) {
  let guestPending: { generation: number; promise: Promise<void> } | null = null;
  // The last dream saved but not yet read, and for which session (see analyzeDream).
  let unread: { generation: number; dream: Dream } | null = null;

  /** App start: a stored access token and user become the session; anything unreadable is cleared. */
  function restore(): void {
    let stored;
    try {
      stored = store.read();
    } catch (error) {
      if (!(error instanceof CorruptSessionError)) throw error;
      model.clear();
      return;
    }
    if (!stored.accessToken || !stored.user) return model.clear();
    const tokenExpiry = stored.tokenExpiry ?? tokenExpiryMs(stored.accessToken);
    // An expired guest token can never be refreshed, so restoring it would only fail later.
    if (stored.isGuest && tokenExpiry !== null && tokenExpiry <= now()) return model.clear();
    model.replace({ ...stored, tokenExpiry, isGuest: stored.isGuest || isGuestToken(stored.accessToken) });
  }

  async function requestGuestSession(): Promise<void> {
    // A sign-in while the guest request is on its way (a slow network after a logout) must win: the
    // late guest answer would otherwise replace the user's session and sign them out without a word.
    const asked = model.generation;
    let visitorId: string;
    try {
      visitorId = await fingerprint();
    } catch (cause) {
      throw new ApiError(0, null, undefined, { cause });
    }
    try {
      const res = await api.guestAccess(visitorId);
      if (model.generation !== asked) return;
      model.replace({
        accessToken: res.access_token,
        refreshToken: null,
        tokenExpiry: tokenExpiryMs(res.access_token),
        user: res.user,
        isGuest: true,
        guestHasSubmitted: res.can_analyze === false,
      });
    } catch (error) {
      const apiError = toApiError(error);
      if (model.generation !== asked) return;
      if (apiError.status !== 403) throw apiError;
      // Refused: still a guest, without a token; `guest_used` means the analysis is spent.
      model.replace({
        accessToken: null,
        refreshToken: null,
        tokenExpiry: null,
        user: guestPlaceholder(now()),
        isGuest: true,
        guestHasSubmitted: hasErrorCode(apiError, ERROR_CODES.guestUsed),
      });
    }
  }

  /**
   * Starts a guest session with the device fingerprint; parallel calls for the same session share one
   * request. A request asked for before a sign-in or a logout is not shared: its answer is dropped.
   */
  function startGuestSession(): Promise<void> {
    if (guestPending?.generation !== model.generation) {
      const promise: Promise<void> = requestGuestSession().finally(() => {
        if (guestPending?.promise === promise) guestPending = null;
      });
      guestPending = { generation: model.generation, promise };
    }
    return guestPending.promise;
  }

  /** Home with no session requests a guest session; with any session it does nothing. */
  async function ensureSession(): Promise<void> {
    if (model.state.status.value === 'none') await startGuestSession();
  }

  async function login(email: string, password: string): Promise<User> {
    const res = await api.login(email, password);
    model.replace({
      accessToken: res.access_token,
      refreshToken: res.refresh_token,
      tokenExpiry: tokenExpiryMs(res.access_token),
      user: res.user,
      isGuest: false,
      guestHasSubmitted: false,
    });
    return res.user;
  }

  /** Ends the session on the server (best effort), locally, then starts a fresh guest session. */
  async function logout({ startGuest = true }: { startGuest?: boolean } = {}): Promise<void> {
    if (model.session.refreshToken) {
      try {
        await api.logout();
      } catch {
        // A failed server logout must not keep anyone signed in on this device.
      }
    }
    model.clear();
    if (startGuest) await startGuestSession();
  }

  /** The guest's one analysis; success or a 403 spends it. */
  async function analyzeGuestDream(dreamText: string): Promise<AnalyzeResponse> {
    try {
      const result = await api.analyzeGuestDream(dreamRequest(dreamText, new Date(now())));
      model.update({ guestHasSubmitted: true });
      return result;
    } catch (error) {
      if (isApiError(error) && error.status === 403 && model.session.isGuest) model.update({ guestHasSubmitted: true });
      throw error;
    }
  }

  /**
   * A signed-in user's analysis: save the dream, then analyse it. A dream saved whose analysis
   * failed (a limit, a missed deadline) is remembered: trying the same text again in the same
   * session reads that dream instead of saving it twice.
   */
  async function analyzeDream(dreamText: string): Promise<{ dream: Dream; analysis: AnalyzeResponse }> {
    const generation = model.generation;
    const saved = unread && unread.generation === generation && unread.dream.dream_text === dreamText ? unread.dream : null;
    const dream = saved ?? (await api.createDream(dreamRequest(dreamText, new Date(now()))));
    unread = { generation, dream };
    try {
      const analysis = await api.analyzeDream(dream.id);
      unread = null;
      return { dream, analysis };
    } catch (error) {
      // Gone from the journal (deleted elsewhere): the next try saves it anew.
      if (isApiError(error) && error.status === 404) unread = null;
      throw error;
    }
  }

  /** Re-reads the user from the server (e.g. the verification banner on focus). */
  async function refreshUser(): Promise<User | null> {
    if (!model.state.isRealUser.value) return null;
    const generation = model.generation;
    const user = await api.getMe();
    if (model.generation === generation) model.update({ user });
    return user;
  }

  /** PATCH /auth/me and keep the stored user in step; the caller reads `email_changed`. */
  async function updateProfile(changes: UpdateMeRequest): Promise<UpdateMeResponse> {
    const generation = model.generation;
    const res = await api.updateMe(changes);
    const { email_changed: _emailChanged, ...user } = res;
    if (model.generation === generation) model.update({ user });
    return res;
  }

  /** DELETE /auth/me with the current password, then a local logout; the UI navigates to /login. */
  async function deleteAccount(currentPassword: string): Promise<void> {
    await api.deleteMe({ current_password: currentPassword });
    model.clear();
  }

  return {
    restore,
    startGuestSession,
    ensureSession,
    login,
    logout,
    analyzeGuestDream,
    analyzeDream,
    refreshUser,
    updateProfile,
    deleteAccount,
    /** Refreshes the tokens now (single-flight); false when there is nothing to refresh or it failed. */
    refreshTokens: refresher.refresh,
    /** Forgets the session locally without calling the server. */
    clear: () => model.clear(),
  };
}

export type SessionActions = ReturnType<typeof createTransitions>;
