import type { Config } from 'tailwindcss';

/**
 * Tailwind configuration, loaded through `@config` in lib/ui/styles.css: the files scanned for
 * class names. The design tokens (palette, fonts, dark variant) live in lib/ui/theme.css as CSS
 * variables, so the widget can adopt them and partners can override them.
 */
export default {
  content: ['./app/**/*.{ts,tsx,html}', './lib/ui/**/*.{ts,tsx}', './embed/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
} satisfies Config;
