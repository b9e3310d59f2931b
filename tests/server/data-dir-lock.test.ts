import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../src/server/db/lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder while a live process holds it, naming the process and the way out', () => {
    const dir = tempDir();
    // A live process other than this one: the parent (the test runner's worker host).
    fs.writeFileSync(path.join(dir, 'healthspan.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already using the data directory .*DATA_DIR/);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'healthspan.lock'), '999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'healthspan.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'healthspan.lock'))).toBe(false);
  });

  it('can be taken again once released', () => {
    const dir = tempDir();
    acquireDataDirLock(dir)();
    const again = acquireDataDirLock(dir);
    again();
  });
});
