/** Test-only data builders. */
import type { Dream, User } from '../api/contract';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'carl',
    email: 'carl@example.com',
    first_name: 'Carl',
    last_name: 'Jung',
    role: 'USER',
    email_verified: true,
    created_at: '2025-01-01T00:00:00.000Z',
    is_active: true,
    photo: null,
    ...overrides,
  };
}

export function aDream(overrides: Partial<Dream> = {}): Dream {
  return {
    id: 1,
    dream_text: 'I was flying over a dark sea.',
    date: '2025-03-01T08:00:00.000Z',
    mood: 'neutral',
    created_at: '2025-03-01T08:00:00.000Z',
    interpretation: null,
    keywords: [],
    sentiment: null,
    emotions: null,
    symbols: [],
    archetypes: [],
    engine: null,
    support: false,
    ...overrides,
  };
}
