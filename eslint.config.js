// Lint rules, including the one-way import direction of BRIEF §1:
// schemas -> engine -> renderers -> app; server -> engine, scripts-sandbox.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const ui = ['react', 'react-dom', 'react-dom/*', 'antd', 'antd/*', '@ant-design/*', 'ag-grid-*', '@rjsf/*', 'swr', 'react-router-dom'];
const folder = (name) => [`**/${name}/*`, `**/${name}`];

/** @param {string[]} forbidden folders that may not be imported; @param {string[]} packages */
const restrict = (forbidden, packages = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...forbidden.map((f) => ({ group: folder(f), message: `imports go one way: this layer may not import ${f}/` })),
        ...(packages.length ? [{ group: packages, message: 'this layer stays free of UI code' }] : []),
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'schemas/generated/**', 'test-results/**', 'playwright-report/**', '.tmp/**', '.server/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['engine/**'], rules: restrict(['renderers', 'app', 'server', 'scripts-sandbox'], ui) },
  { files: ['scripts-sandbox/**'], rules: restrict(['renderers', 'app', 'server'], ui) },
  { files: ['renderers/**'], rules: restrict(['app', 'server']) },
  { files: ['app/**'], rules: restrict(['server']) },
  { files: ['server/**'], rules: restrict(['renderers', 'app'], ui) },
);
