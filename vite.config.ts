import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { pandaStatic } from './scripts/panda-static.ts';

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

/** The modules `start` loads through static imports, itself included. */
function staticClosure(ctx: Rolldown.ChunkingContext, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    ctx.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(start);
  return seen;
}

const ENTRY = path.resolve('src/web/main.tsx');
const BOOT = path.resolve('src/web/boot.tsx');
const ACTORS = path.resolve('src/web/app/actors.ts');
/** Chunks the boot chunk imports statically: loaded before any lazy import past the entry runs. */
const ENTRY_CHUNK = /(?:^|\/)index-[\w-]+\.js$/;
const ALWAYS_LOADED = /(?:^|\/)(?:boot|rolldown-runtime|preload-helper)-[\w-]+\.js$/;

/**
 * Issue 22: every page loads the boot chunk and everything it imports, and a signed-in page the
 * actors chunk too, so the modules they import statically are one chunk each rather than a few
 * dozen small shared chunks, each with its own request and its own gzip dictionary (12.5 kB of the
 * signed-in pages' critical JavaScript). Modules the entry itself loads stay out (the entry must
 * not wait for the boot chunk), and so do modules only lazy chunks load.
 */
function bootChunks(): Rolldown.CodeSplittingGroup {
  const closures = new WeakMap<Rolldown.ChunkingContext, { boot: Set<string>; actors: Set<string> }>();
  return {
    debugName: 'boot-chunks',
    // the captured modules' dependencies are in the closures already, or in the entry (which must stay apart)
    includeDependenciesRecursively: false,
    name: (id, ctx) => {
      let found = closures.get(ctx);
      if (!found) {
        const entry = staticClosure(ctx, ENTRY);
        const boot = new Set([...staticClosure(ctx, BOOT)].filter((m) => !entry.has(m)));
        const actors = new Set([...staticClosure(ctx, ACTORS)].filter((m) => !entry.has(m) && !boot.has(m)));
        found = { boot, actors };
        closures.set(ctx, found);
      }
      // a package's index lists every part of it, most of them only lazy chunks use: those stay apart
      if (/node_modules[\\/]@(zag-js|ark-ui)[\\/]/.test(id)) return null;
      if (found.boot.has(id)) return 'boot';
      if (found.actors.has(id)) return 'actors';
      return null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), pandaStatic(), precompress()],
  build: {
    // `vite build --ssr`: the public pages' server renderer (src/web/ssr.tsx), beside the SPA
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/web',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    // Issue 22: past the entry, a lazy chunk's preload list need not name the chunks loaded before
    // any such import runs (the boot chunk and what it imports statically); each list is shorter.
    // The entry's own lists (and index.html's, which preloads what the entry imports) stay whole.
    modulePreload: isSsrBuild
      ? undefined
      : {
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'html' || ENTRY_CHUNK.test(hostId)
              ? deps
              : deps.filter((d) => !ALWAYS_LOADED.test(d)),
        },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [bootChunks()] } } },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
}));
