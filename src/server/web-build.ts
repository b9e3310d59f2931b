import fs from 'node:fs';
import path from 'node:path';

// What the SPA bundle is built from: a change to any of these makes `npm start` rebuild.
const SOURCES = [
  'index.html',
  'vite.config.ts',
  'panda.config.ts',
  'src/web',
  'src/contract',
  'src/domain',
  'machines',
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** The public pages' server renderer (issue 22): `vite build --ssr` of this entry. */
export const SSR_SOURCE = 'src/web/ssr.tsx';

/** True when the built SPA or its server renderer is missing or older than one of its sources. */
export function webBuildIsStale(root: string, webDir: string, ssrEntry?: string): boolean {
  const built = [path.join(webDir, 'index.html'), ...(ssrEntry ? [ssrEntry] : [])];
  if (!built.every((file) => fs.existsSync(file))) return true;
  const sourcesNewest = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return built.some((file) => sourcesNewest > fs.statSync(file).mtimeMs);
}

/** Builds the SPA with Vite when needed; in production a missing build is an error, not a build. */
export async function ensureWebBuild(
  root: string,
  webDir: string,
  env: string,
  say: (msg: string) => void,
  ssrEntry?: string,
) {
  if (!webBuildIsStale(root, webDir, ssrEntry)) return;
  if (env === 'production') {
    if (fs.existsSync(path.join(webDir, 'index.html'))) return;
    throw new Error(`No web build in ${webDir}: run \`npm run build\` before starting in production.`);
  }
  say('Building the web app (first start or sources changed)…');
  const { build } = await import('vite');
  // Always a production bundle, whatever NODE_ENV this server runs under (tests run it as `test`).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'warn' });
    if (ssrEntry)
      await build({
        root,
        mode: 'production',
        logLevel: 'warn',
        build: { ssr: SSR_SOURCE, outDir: path.dirname(ssrEntry) },
      });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
