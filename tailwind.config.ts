import type { Config } from 'tailwindcss';

/** Design tokens of Dream Analyzer, loaded by Tailwind 4 through `@config` in lib/ui/styles.css. */
export default {
  content: ['./app/**/*.{ts,tsx,html}', './lib/ui/**/*.{ts,tsx}', './embed/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // A night-sky palette: deep indigo grounds, violet accents, a warm moonlight highlight.
        night: {
          50: '#f4f3ff',
          100: '#ebe9fe',
          200: '#d9d5fd',
          300: '#bcb3fb',
          400: '#9a88f7',
          500: '#7c5cf0',
          600: '#6a3de5',
          700: '#5a2fcb',
          800: '#4b28a6',
          900: '#3e2387',
          950: '#1e1145',
        },
        moon: {
          100: '#fdf6e3',
          300: '#f5dfa0',
          500: '#e0b84f',
          700: '#8a6a16',
        },
      },
      fontFamily: {
        sans: ['"Inter Variable"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        serif: ['"Iowan Old Style"', '"Palatino Linotype"', 'Palatino', 'Georgia', 'serif'],
      },
    },
  },
} satisfies Config;
