import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://127.0.0.1:3000';
const proxiedPrefixes = ['/wps', '/lgw', '/lotto', '/media', '/docs'];
const proxy = Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: API_TARGET }]));

/**
 * The web app uses only types and constants of @swerte/contracts, but the package builds its zod
 * schemas at module top level, which a bundler must keep as possible side effects. Schema building
 * is pure, so we mark those calls and zod drops out of the browser bundle (about 25 KB gzipped).
 */
function pureContractSchemas(): Plugin {
  const schemaCall = /(?<![\w.$])(z\.|[A-Z]\w*Schema\.|defineEndpoint\(|envelopeOf\()/g;
  return {
    name: 'swerte:pure-contract-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!/packages[\\/]contracts[\\/]src[\\/].*\.ts$/.test(id)) return null;
      return { code: code.replace(schemaCall, '/* @__PURE__ */ $1'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [pureContractSchemas(), react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // Every browser we support preloads modules natively; the polyfill would only add bytes.
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
});
