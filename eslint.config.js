// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// A feature never imports another feature: what two share goes to ui/ or lib/, or app/ passes it down.
const webFeatures = readdirSync(join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message:
    'A feature never imports another one: move the shared piece to ui/ or lib/, or pass it down from app/.',
}));

// The wallet is split into areas (ledger, bets, bonus, …); outside an area only its index.ts is read.
const serverSrc = join(import.meta.dirname, 'apps/server/src');
const dirsOf = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const walletAreas = dirsOf(join(serverSrc, 'modules/wallet'));
const walletEntries = walletAreas.map((area) => `./${area}/index.ts`);
const walletMessage = "Import a wallet area only through its index.ts (the area's entry).";
const walletZones = [
  ...walletAreas.map((area) => ({
    target: `./apps/server/src/modules/wallet/${area}`,
    from: './apps/server/src/modules/wallet',
    except: [`./${area}`, ...walletEntries],
    message: walletMessage,
  })),
  {
    target: [
      ...readdirSync(serverSrc)
        .filter((name) => name !== 'modules')
        .map((name) => `./apps/server/src/${name}`),
      ...readdirSync(join(serverSrc, 'modules'))
        .filter((name) => name !== 'wallet')
        .map((name) => `./apps/server/src/modules/${name}`),
      './apps/server/test',
      './e2e',
    ],
    from: './apps/server/src/modules/wallet',
    except: walletEntries,
    message: walletMessage,
  },
];
// A repository is its own module's: another module asks that module's service. The wallet's and the
// points area's sub-folders are modules of their own.
const pointsAreas = dirsOf(join(serverSrc, 'modules/points'));
const serverModules = [
  ...dirsOf(join(serverSrc, 'modules')).filter((name) => name !== 'wallet' && name !== 'points'),
  ...walletAreas.map((area) => `wallet/${area}`),
  ...pointsAreas.map((area) => `points/${area}`),
];
const repositoryZones = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: './apps/server/src/modules/**/*.repository.ts',
  // A module's own sub-folders (member/labels) are its own too.
  except: [join(serverSrc, 'modules', module, '**', '*.repository.ts')],
  message: "Another module's repository is its own: call that module's service instead.",
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows an import, so no-cycle never
      // saw a TypeScript module's own imports and passed every cycle between them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Contracts are shared by both apps and depend on neither.
            { target: './packages', from: './apps' },
            // Apps never reach into each other.
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web' },
            // The operators' console is an app of its own: its bundle shares nothing with the site's.
            { target: './apps/console', from: './apps/web' },
            { target: './apps/console', from: './apps/server' },
            { target: './apps/web', from: './apps/console' },
            { target: './apps/server', from: './apps/console' },
            // Sessions read members; the member area reaches the session area only through its own
            // ports (member/session-port.ts), wired in modules/index.ts.
            { target: './apps/server/src/modules/member', from: './apps/server/src/modules/session' },
            // …and the session area reads the member area only through that port.
            {
              target: './apps/server/src/modules/session',
              from: './apps/server/src/modules/member',
              except: ['./session-port.ts'],
            },
            ...walletZones,
            ...repositoryZones,
            // Web imports flow one way: ui, lib, stores → features → app.
            // ui/, lib/, stores/ and i18n/ sit under every feature; app/ composes features.
            ...['ui', 'lib', 'stores', 'i18n'].flatMap((shared) => [
              { target: `./apps/web/src/${shared}`, from: './apps/web/src/features' },
              { target: `./apps/web/src/${shared}`, from: './apps/web/src/app' },
            ]),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Configuration is read once, in config.ts; everything else receives it.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/config.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/cli/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through platform/config.ts.' },
      ],
    },
  },
  {
    // The games core also runs on the player's verify page: no Node built-ins outside its tests.
    files: ['packages/games/src/**/*.ts'],
    ignores: ['packages/games/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'packages/games must run in the browser too.' }] },
      ],
      'no-restricted-globals': ['error', 'Buffer', 'process', 'require'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
