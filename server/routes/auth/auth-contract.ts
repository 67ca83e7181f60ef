/**
 * The contract of the /auth calls: path, method, who may call, request and answers of each, as the
 * OpenAPI document states them. The handlers live by topic: session-routes.ts (sign-in, refresh,
 * logout, guest access), account-routes.ts (registration, verification), password-routes.ts and
 * me-routes.ts.
 */
import { errors, jsonBody, jsonResponse, MessageSchema, UserSchema } from '../schemas';
import { publicRoute, sessionRoute, userRoute } from '../route-kinds';
import {
  ChangePasswordRequestSchema,
  ConfirmResetRequestSchema,
  DeleteMeRequestSchema,
  EmailRequestSchema,
  GuestAccessRequestSchema,
  GuestAccessResponseSchema,
  LoginForm,
  RefreshRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  TokenResponseSchema,
  UpdateMeRequestSchema,
  UpdateMeResponseSchema,
  VerifyEmailRequestSchema,
} from './schemas';

export const loginRoute = publicRoute('post', '/auth/login', {
  operationId: 'login',
  tags: ['auth'],
  summary: 'Sign in with email (in the `username` field) and password',
  request: { body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: LoginForm } } } },
  responses: { 200: jsonResponse('Signed in', TokenResponseSchema), ...errors(401, 403, 429) },
});

export const refreshRoute = publicRoute('post', '/auth/refresh', {
  operationId: 'refreshTokens',
  tags: ['auth'],
  summary: 'Exchange a refresh token for a new pair (the old refresh token is spent)',
  request: { body: jsonBody(RefreshRequestSchema) },
  responses: { 200: jsonResponse('New tokens', TokenResponseSchema), ...errors(401) },
});

export const logoutRoute = sessionRoute('post', '/auth/logout', {
  operationId: 'logout',
  tags: ['auth'],
  summary: 'End the current session; its tokens stop working at once',
  responses: { 200: jsonResponse('Signed out', MessageSchema) },
});

export const guestAccessRoute = publicRoute('post', '/auth/guest-access', {
  operationId: 'guestAccess',
  tags: ['auth'],
  summary: 'A guest token for one free analysis on this device',
  description: 'Answers 403 `guest_used` when the device has already had its analysis. `can_analyze` is false when this network has already made its guest analyses for the day, so a client can say so before the visitor writes.',
  request: { body: jsonBody(GuestAccessRequestSchema) },
  responses: { 200: jsonResponse('Guest session', GuestAccessResponseSchema), ...errors(403, 429, 503) },
});

export const registerRoute = publicRoute('post', '/auth/register', {
  operationId: 'register',
  tags: ['auth'],
  summary: 'Create an account; a verification email is sent',
  request: { body: jsonBody(RegisterRequestSchema) },
  responses: { 201: jsonResponse('Registered', RegisterResponseSchema), ...errors(403, 429, 503) },
});

export const verifyRoute = publicRoute('post', '/auth/verify-email', {
  operationId: 'verifyEmail',
  tags: ['auth'],
  summary: 'Confirm an email address with the token from the verification link',
  request: { body: jsonBody(VerifyEmailRequestSchema) },
  responses: { 200: jsonResponse('Verified', MessageSchema), ...errors(503) },
});

export const resendRoute = publicRoute('post', '/auth/resend-verification', {
  operationId: 'resendVerification',
  tags: ['auth'],
  summary: 'Send the verification email again (same answer whether or not the email is known)',
  request: { body: jsonBody(EmailRequestSchema) },
  responses: { 200: jsonResponse('Accepted', MessageSchema), ...errors(429, 503) },
});

export const changeRoute = userRoute('post', '/auth/change-password', {
  operationId: 'changePassword',
  tags: ['auth'],
  summary: 'Change the password; every other session is signed out',
  request: { body: jsonBody(ChangePasswordRequestSchema) },
  responses: { 200: jsonResponse('Changed', MessageSchema), ...errors(429, 503) },
});

export const resetRoute = publicRoute('post', '/auth/reset-password', {
  operationId: 'requestPasswordReset',
  tags: ['auth'],
  summary: 'Email a password reset link (same answer whether or not the email is known)',
  request: { body: jsonBody(EmailRequestSchema) },
  responses: { 200: jsonResponse('Accepted', MessageSchema), ...errors(429, 503) },
});

export const confirmRoute = publicRoute('post', '/auth/confirm-password-reset', {
  operationId: 'confirmPasswordReset',
  tags: ['auth'],
  summary: 'Set a new password with the token from the reset link; all sessions are signed out',
  request: { body: jsonBody(ConfirmResetRequestSchema) },
  responses: { 200: jsonResponse('Password set', MessageSchema), ...errors(503) },
});

export const getMeRoute = userRoute('get', '/auth/me', {
  operationId: 'getMe',
  tags: ['auth'],
  summary: 'The signed-in user',
  responses: { 200: jsonResponse('The user', UserSchema) },
});

export const patchMeRoute = userRoute('patch', '/auth/me', {
  operationId: 'updateMe',
  tags: ['auth'],
  summary: 'Edit the profile; changing the email needs `current_password`, and the new address must be verified again',
  request: { body: jsonBody(UpdateMeRequestSchema) },
  responses: { 200: jsonResponse('The updated user', UpdateMeResponseSchema), ...errors(409, 429, 503) },
});

export const deleteMeRoute = userRoute('delete', '/auth/me', {
  operationId: 'deleteMe',
  tags: ['auth'],
  summary: 'Delete the account with its dreams, sessions and tokens; needs `current_password`',
  // Optional at the transport level so that a body-less call gets the clear 403 below, not a 415.
  request: { body: { required: false, content: { 'application/json': { schema: DeleteMeRequestSchema } } } },
  responses: { 200: jsonResponse('Deleted', MessageSchema), ...errors(429, 503) },
});
