import { describe, expect, it } from 'vitest';
import { remToPx, rootToHost, toShadowCss, unconditionalPropertyFallbacks } from './shadow-css';

const tailwindLike =
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring-inset:initial}::backdrop{--tw-shadow:0 0 #0000}}}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.p-4{padding:1rem}';

describe('shadow root CSS', () => {
  it('applies the @property fallbacks without the @supports guard, including the host', () => {
    const out = unconditionalPropertyFallbacks(tailwindLike);
    expect(out).not.toContain('@supports');
    expect(out).toContain('@layer properties{:host,*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring-inset:initial}::backdrop{');
    expect(out).toContain('.p-4{padding:1rem}');
  });

  it('leaves CSS without a properties layer alone', () => {
    expect(unconditionalPropertyFallbacks('.a{color:red}')).toBe('.a{color:red}');
  });

  it('turns rem into px at 16 px per rem', () => {
    expect(remToPx('.a{padding:1rem;margin:-.25rem;font-size:1.125rem;gap:calc(var(--s)*0.5rem)}')).toBe(
      '.a{padding:16px;margin:-4px;font-size:18px;gap:calc(var(--s)*8px)}',
    );
    expect(remToPx('.a{width:2em}')).toBe('.a{width:2em}');
  });

  it('scopes :root variables to :host', () => {
    expect(rootToHost(':root{--toastify-z-index:9999}')).toBe(':host{--toastify-z-index:9999}');
  });

  it('combines the three', () => {
    const out = toShadowCss(tailwindLike + ':root{--x:.5rem}');
    expect(out).toContain(':host{--x:8px}');
    expect(out).toContain('.p-4{padding:16px}');
  });
});
