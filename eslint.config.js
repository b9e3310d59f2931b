import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One-way imports (STYLE.md rule 1): each zone names what `target` may not import `from`.
const zones = [
  { target: './src/domain', from: ['./src/contract', './src/server', './src/web', './machines'] },
  { target: './src/contract', from: ['./src/domain', './src/server', './src/web', './machines'] },
  { target: './machines', from: ['./src/server', './src/web'] },
  { target: './src/server', from: ['./src/web', './machines'] },
  { target: './src/web', from: ['./src/server'] },
  {
    target: ['./src/web/components', './src/web/lib', './src/web/theme'],
    from: ['./src/web/features', './src/web/app'],
  },
  { target: './src/web/features', from: ['./src/web/app'] },
  // features never import each other: one zone per feature folder, excepting itself
  ...fs
    .readdirSync('./src/web/features', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      target: `./src/web/features/${d.name}`,
      from: './src/web/features',
      except: [`./${d.name}`],
    })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'styled-system',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: 'No focused tests.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
