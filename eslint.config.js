// Lint rules, including the one-way import direction of the architecture:
// lib/core -> lib/ui -> app / embed, and server never reaches into the UI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const noDefaultExport = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports (see docs/architecture.md).',
};

// The app and the widget render with preact/compat, which only sets the autofocus attribute: a
// browser honours it on page load, never on a field that appears later.
const noAutoFocus = {
  selector: "JSXAttribute[name.name='autoFocus']",
  message: 'preact/compat does not focus on mount: use a ref that calls focus() (app/hooks/use-route-focus.ts has focusOnMount).',
};

/**
 * The layers and what each may import (docs/architecture.md). Relative imports are resolved to the
 * folder they land in, so `./app` inside server/ is not mistaken for the top-level app/.
 */
const LAYERS = {
  'lib/core': { may: ['lib/core'], packages: /^(react|react-dom|react-router|react-router-dom|react-toastify|@preact\/signals-react)(\/|$)/ },
  'lib/ui': { may: ['lib/core', 'lib/ui'] },
  app: { may: ['lib/core', 'lib/ui', 'app'] },
  embed: { may: ['lib/core', 'lib/ui', 'embed'] },
  server: { may: ['server', 'lib/core'], packages: /^(react|react-dom)(\/|$)/ },
};
const ROOT = path.dirname(fileURLToPath(import.meta.url));

function layerOf(absolute) {
  const rel = path.relative(ROOT, absolute).split(path.sep).join('/');
  return Object.keys(LAYERS).find((layer) => rel === layer || rel.startsWith(`${layer}/`));
}

const boundaries = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [], messages: { layer: '{{from}} may not import {{to}} (see docs/architecture.md).' } },
      create(context) {
        const from = layerOf(context.filename);
        // Integration tests drive the real server on purpose; they are not part of the layer.
        if (!from || context.filename.endsWith('.integration.test.ts')) return {};
        const rule = LAYERS[from];
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          if (source.startsWith('.')) {
            const to = layerOf(path.resolve(path.dirname(context.filename), source));
            if (to && !rule.may.includes(to)) context.report({ node, messageId: 'layer', data: { from, to } });
          } else if (rule.packages?.test(source)) {
            context.report({ node, messageId: 'layer', data: { from, to: source } });
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'storybook-static', 'data', 'coverage', 'test-results', 'playwright-report', 'e2e/.artifacts', 'bench/.tmp', '!.storybook'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'embed/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', noDefaultExport] },
  },
  {
    files: ['lib/ui/**/*.tsx', 'app/**/*.tsx', 'embed/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', noDefaultExport, noAutoFocus] },
  },
  {
    files: ['lib/ui/**/*.tsx', 'app/**/*.tsx', 'embed/**/*.tsx', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'embed/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/layers': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-toastify', message: "Use toast and ToastHost from lib/ui/toast-host (react-toastify/unstyled): the main entry injects CSS into document.head." }] },
      ],
    },
  },
);
