import { describe, expect, it } from 'vitest';
import { parseVisualArgs } from './test-visual';

describe('parseVisualArgs', () => {
  it('maps --update to a baseline refresh and passes other arguments to Playwright', () => {
    expect(parseVisualArgs(['--update', '-g', 'UI/Button'])).toEqual({ update: true, build: true, passthrough: ['-g', 'UI/Button'] });
    expect(parseVisualArgs(['--no-build'])).toEqual({ update: false, build: false, passthrough: [] });
    expect(parseVisualArgs([])).toEqual({ update: false, build: true, passthrough: [] });
  });
});
