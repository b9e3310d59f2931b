import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDecoder } from '../../src/server/workers/decode-process';

const dir = mkdtempSync(path.join(tmpdir(), 'decode-process-'));
function script(name: string, source: string) {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return file;
}
const LIMITS = { seconds: 5, heapMb: 64 };

describe('a decoder in a process of its own', () => {
  it('gives back what the process writes', async () => {
    const echo = script('echo.mjs', 'for await (const c of process.stdin) process.stdout.write(c);');
    expect(await runDecoder(echo, [], new Uint8Array([1, 2, 3]), LIMITS)).toEqual(Buffer.from([1, 2, 3]));
  });

  it('survives a decoder that crashes (SIGSEGV, as @napi-rs/canvas on a damaged image): null', async () => {
    const crash = script('crash.mjs', "process.kill(process.pid, 'SIGSEGV');");
    expect(await runDecoder(crash, [], new Uint8Array(10), LIMITS)).toBeNull();
  });

  it('stops a decoder past its deadline and one past its heap: null', async () => {
    const stuck = script('stuck.mjs', 'setInterval(() => undefined, 1000);');
    expect(await runDecoder(stuck, [], new Uint8Array(10), { ...LIMITS, seconds: 0.5 })).toBeNull();
    const hungry = script('hungry.mjs', 'const a = []; for (;;) a.push(new Array(1e5).fill({}));');
    expect(await runDecoder(hungry, [], new Uint8Array(10), LIMITS)).toBeNull();
  }, 20_000);
});
