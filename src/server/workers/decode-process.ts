import { spawn } from 'node:child_process';

/** What a decoder process may use: its wall-clock time and its V8 heap (pixels are bounded by the caller's size check). */
export interface DecodeLimits {
  seconds: number;
  heapMb: number;
}

/**
 * Runs an image decoder script in a process of its own, the image on its stdin, and returns its
 * stdout, or null when it failed, crashed or ran past its deadline. @napi-rs/canvas ends its
 * process (SIGSEGV) on some damaged images (notes/backend.md): only this child ends then.
 */
export async function runDecoder(
  script: string,
  args: readonly string[],
  input: Uint8Array,
  limits: DecodeLimits,
): Promise<Buffer | null> {
  const child = spawn(process.execPath, [`--max-old-space-size=${limits.heapMb}`, script, ...args], {
    stdio: ['pipe', 'pipe', 'ignore'],
    timeout: limits.seconds * 1000,
  });
  const out: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stdin.on('error', () => undefined);
  child.stdin.end(input);
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', (exit) => resolve(exit));
  });
  return code === 0 ? Buffer.concat(out) : null;
}
