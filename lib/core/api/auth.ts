/** One typed function per /auth call of the API. */
import type { ApiClient } from './client';
import type {
  ChangePasswordRequest,
  ConfirmPasswordResetRequest,
  DeleteMeRequest,
  GuestAccessResponse,
  MessageResponse,
  RefreshResponse,
  RegisterRequest,
  RegisterResponse,
  TokenResponse,
  UpdateMeRequest,
  UpdateMeResponse,
  User,
} from './contract';

// Signing in and out and reading the account stay open in maintenance mode, so admins can reach the switch.

/** POST /auth/login, form-encoded; `username` holds the email. */
export function login(client: ApiClient, email: string, password: string): Promise<TokenResponse> {
  return client.request('/auth/login', { method: 'POST', form: { username: email, password }, auth: false, servedInMaintenance: true });
}

export function register(client: ApiClient, body: RegisterRequest): Promise<RegisterResponse> {
  return client.request('/auth/register', { method: 'POST', json: body, auth: false });
}

/** Refresh tokens rotate: always keep the returned refresh_token when there is one. */
export function refresh(client: ApiClient, refreshToken: string): Promise<RefreshResponse> {
  return client.request('/auth/refresh', { method: 'POST', json: { refresh_token: refreshToken }, auth: false, servedInMaintenance: true });
}

/** POST /auth/logout: no body; the server ends the session named by the bearer token. */
export async function logout(client: ApiClient): Promise<void> {
  await client.request('/auth/logout', { method: 'POST', servedInMaintenance: true });
}

export function guestAccess(client: ApiClient, fingerprint: string): Promise<GuestAccessResponse> {
  return client.request('/auth/guest-access', { method: 'POST', json: { fingerprint }, auth: false });
}

export function getMe(client: ApiClient): Promise<User> {
  return client.request('/auth/me', { servedInMaintenance: true });
}

/** PATCH /auth/me; `email_changed` tells the UI to confirm and log out (the new address must be verified first). */
export function updateMe(client: ApiClient, body: UpdateMeRequest): Promise<UpdateMeResponse> {
  return client.request('/auth/me', { method: 'PATCH', json: body });
}

/** DELETE /auth/me with the current password in a JSON body; a missing or wrong one is a 403 `reauth_required`. */
export async function deleteMe(client: ApiClient, body: DeleteMeRequest): Promise<void> {
  await client.request('/auth/me', { method: 'DELETE', json: body });
}

export async function changePassword(client: ApiClient, body: ChangePasswordRequest): Promise<void> {
  await client.request('/auth/change-password', { method: 'POST', json: body });
}

export async function resendVerification(client: ApiClient, email: string): Promise<void> {
  await client.request('/auth/resend-verification', { method: 'POST', json: { email } });
}

/** Token-in-body flows work without a session (the link may open in a fresh tab). */
export function verifyEmail(client: ApiClient, token: string): Promise<MessageResponse> {
  return client.request('/auth/verify-email', { method: 'POST', json: { token }, auth: false });
}

export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.request('/auth/reset-password', { method: 'POST', json: { email }, auth: false });
}

export async function confirmPasswordReset(client: ApiClient, body: ConfirmPasswordResetRequest): Promise<void> {
  await client.request('/auth/confirm-password-reset', { method: 'POST', json: body, auth: false });
}
