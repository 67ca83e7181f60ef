import type { Config } from 'tailwindcss';

/**
 * Design tokens of Dream Analyzer, loaded by Tailwind 4 through `@config` in lib/ui/styles.css.
 * The colour palette lives in that stylesheet's `@theme`, so utilities read CSS variables that
 * the widget's partners can override (`--dream-analyzer-accent`).
 */
export default {
  content: ['./app/**/*.{ts,tsx,html}', './lib/ui/**/*.{ts,tsx}', './embed/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        sans: ['"Inter Variable"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        serif: ['"Iowan Old Style"', '"Palatino Linotype"', 'Palatino', 'Georgia', 'serif'],
      },
    },
  },
} satisfies Config;
