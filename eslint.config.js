// Lint rules, including the one-way import direction of the architecture:
// lib/core -> lib/ui -> app / embed, and server never reaches into the UI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noDefaultExport = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports (see ARCHITECTURE.md conventions).',
};

/** Restrict imports by path pattern; `group` entries are gitignore-style globs. */
function boundary(files, patterns) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns }],
    },
  };
}

const ui = { group: ['**/lib/ui', '**/lib/ui/**'], message: 'This layer may not import lib/ui.' };
const app = { group: ['**/app', '**/app/**', '../app/*'], message: 'Nothing may import the app.' };
const embed = { group: ['**/embed', '**/embed/**'], message: 'Nothing may import the widget.' };
const server = { group: ['**/server', '**/server/**'], message: 'Client code may not import the server.' };

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
    files: ['lib/ui/**/*.tsx', 'app/**/*.tsx', 'embed/**/*.tsx', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  boundary(
    ['lib/core/**/*.{ts,tsx}'],
    [
      ui,
      app,
      embed,
      server,
      { group: ['react', 'react-dom', 'react-dom/*', '@preact/signals-react', '@preact/signals-react/*', 'react-toastify', 'react-router', 'react-router-dom'], message: 'lib/core is framework-free: no React.' },
    ],
  ),
  boundary(['lib/ui/**/*.{ts,tsx}'], [app, embed, server]),
  boundary(['app/**/*.{ts,tsx}'], [embed, server]),
  boundary(['embed/**/*.{ts,tsx}'], [app, server]),
  boundary(['server/**/*.ts'], [ui, app, embed, { group: ['react', 'react-dom', 'react-dom/*'], message: 'The server renders no React.' }]),
);
