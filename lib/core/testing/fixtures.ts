/** Test-only data builders. */
import type { AnalyzeResponse, Dream, User } from '../api/contract';

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

export function anAnalysis(overrides: Partial<AnalyzeResponse> = {}): AnalyzeResponse {
  return {
    interpretation: 'The sea in your dream is the unconscious itself.',
    keywords: ['sea'],
    sentiment: 'neutral',
    emotions: { apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 },
    symbols: [],
    archetypes: [],
    engine: 'builtin',
    support: false,
    ...overrides,
  };
}
