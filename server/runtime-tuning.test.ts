/** The runtime flags a server process starts with: ours by default, the operator's where given. */
import { describe, expect, it } from 'vitest';
import { tunedEnv, tunedExecArgv } from './runtime-tuning';

describe('runtime tuning', () => {
  it('adds the heap limits to a bare start', () => {
    expect(tunedExecArgv([], '')).toEqual(['--max-semi-space-size=2', '--max-old-space-size=96']);
  });

  it("keeps the operator's own value of each flag, from the command line or NODE_OPTIONS", () => {
    expect(tunedExecArgv(['--max-old-space-size=512'], '')).toEqual(['--max-old-space-size=512', '--max-semi-space-size=2']);
    expect(tunedExecArgv([], '--max-semi-space-size=16')).toEqual(['--max-old-space-size=96']);
  });

  it("keeps the operator's environment values", () => {
    expect(tunedEnv({ UV_THREADPOOL_SIZE: '8' })).toMatchObject({ UV_THREADPOOL_SIZE: '8', MALLOC_ARENA_MAX: '2' });
  });
});
