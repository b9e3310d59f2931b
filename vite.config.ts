import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
// Every path family of the API served by src/server (spec 000 §7, 001 §7).
const apiPaths = [
  '/api',
  '/customer/oauth',
  '/customer/login/check-session-expiration',
  '/customer/diy/upload-dna-post',
  '/customer/diy/submit-dna-post',
  '/report-hub',
  '/askit',
  '/it-pro',
  '/dev-outbox',
];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// index.html is not here: the server writes each page into it (src/server/web.ts)
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * Issue 22: a brotli and a gzip file beside each text file of the build (above 1 kB, where it pays),
 * at the highest levels since it is done once; the server sends them as they are (`precompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'healthspan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  build: {
    // `vite build --ssr`: the public pages' server renderer (src/web/ssr.tsx), beside the SPA
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/web',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
}));
