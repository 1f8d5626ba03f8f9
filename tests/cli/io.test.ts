/** src/cli/io.ts: user files are read only when regular and small; a save is whole or not made, never half. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserError } from '../../src/engine/errors.js';
import { readUserFile, writeAll, writeFileAtomic, type Writer } from '../../src/cli/io.js';

const fresh = () => mkdtempSync(join(tmpdir(), 'cardref-io-'));
const realWrite: Writer = (fd, buffer, offset, length) => writeSync(fd, buffer, offset, length);
/** A writer that writes at most `chunk` bytes per call, like a write interrupted or cut short by the kernel. */
const shortWriter = (chunk: number): Writer => (fd, buffer, offset, length) => realWrite(fd, buffer, offset, Math.min(chunk, length));
/** A disk that fills after `room` bytes: one short write, then ENOSPC, as a real full disk answers. */
function fillingDisk(room: number): Writer {
  let left = room;
  return (fd, buffer, offset, length) => {
    if (left === 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const n = Math.min(left, length);
    left -= n;
    return realWrite(fd, buffer, offset, n);
  };
}
const LOG = 'game: wixoss\nplayers: P1, P2\n\n' + 'P1: keep\n'.repeat(2000);

describe('writeFileAtomic', () => {
  it('writes every byte when each write is short', () => {
    const path = join(fresh(), 'g.log');
    writeFileAtomic(path, LOG, shortWriter(7));
    expect(readFileSync(path, 'utf8')).toBe(LOG);
  });

  it('a full disk keeps the old log whole, leaves no temporary file, and says so', () => {
    const dir = fresh();
    const path = join(dir, 'g.log');
    writeFileAtomic(path, 'game: wixoss\nplayers: P1, P2\n\nP1: keep\n');
    const before = readFileSync(path, 'utf8');
    expect(() => writeFileAtomic(path, LOG, fillingDisk(1000))).toThrow(UserError);
    expect(() => writeFileAtomic(path, LOG, fillingDisk(1000))).toThrow(/cannot write ".*g\.log": ENOSPC/);
    expect(readFileSync(path, 'utf8')).toBe(before);
    expect(readdirSync(dir)).toEqual(['g.log']);
  });

  it('a writer that makes no progress is a failure, not a loop', () => {
    const fd = 0;
    expect(() => writeAll(fd, Buffer.from('abc'), () => 0)).toThrow(/no space left/);
  });

  it('removes temporary files of killed runs, and keeps those of running ones', () => {
    const dir = fresh();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(join(dir, `.g.log.${dead}.tmp`), 'half a lo');
    writeFileSync(join(dir, `.g.log.${process.ppid}.tmp`), 'another cardref, still running');
    writeFileSync(join(dir, '.other.log.1.tmp'), 'not ours');
    writeFileAtomic(join(dir, 'g.log'), LOG);
    expect(readdirSync(dir).sort()).toEqual([`.g.log.${process.ppid}.tmp`, '.other.log.1.tmp', 'g.log'].sort());
  });

  it('creates a new log private to its owner (it holds the seed) and keeps the mode of an existing one', () => {
    const dir = fresh();
    writeFileAtomic(join(dir, 'new.log'), LOG);
    expect(statSync(join(dir, 'new.log')).mode & 0o777).toBe(0o600);
    writeFileSync(join(dir, 'shared.log'), 'x', { mode: 0o644 });
    writeFileAtomic(join(dir, 'shared.log'), LOG);
    expect(statSync(join(dir, 'shared.log')).mode & 0o777).toBe(0o644);
  });
});

describe('readUserFile', () => {
  const dir = fresh();
  const fifo = join(dir, 'pipe.log');
  spawnSync('mkfifo', [fifo]);

  it('reads a regular file, and a /proc file whose size says 0', () => {
    writeFileSync(join(dir, 'deck.txt'), '4 Servant O\n');
    expect(readUserFile(join(dir, 'deck.txt'), 'deck file')).toBe('4 Servant O\n');
    expect(readUserFile('/proc/self/status', 'deck file')).toMatch(/^Name:/);
  });

  const refused: [string, () => string, RegExp][] = [
    ['a FIFO (without blocking)', () => fifo, /deck file ".*pipe\.log" is not a regular file/],
    ['/dev/zero', () => '/dev/zero', /"\/dev\/zero" is not a regular file/],
    ['/dev/null', () => '/dev/null', /"\/dev\/null" is not a regular file/],
    ['a folder', () => dir, /is a directory, not a file/],
    ['a missing file', () => join(dir, 'nope.txt'), /does not exist/],
  ];
  it.each(refused)('refuses %s with one clear line', (_name, path, message) => {
    expect(() => readUserFile(path(), 'deck file')).toThrow(UserError);
    expect(() => readUserFile(path(), 'deck file')).toThrow(message);
  });

  it('refuses a file over the limit, and reads one at the limit', () => {
    writeFileSync(join(dir, 'big.log'), 'x'.repeat(2 * 1024 * 1024 + 1));
    writeFileSync(join(dir, 'edge.log'), 'x'.repeat(2 * 1024 * 1024));
    expect(() => readUserFile(join(dir, 'big.log'), 'log file', 2 * 1024 * 1024)).toThrow(/larger than 2 MB/);
    expect(readUserFile(join(dir, 'edge.log'), 'log file', 2 * 1024 * 1024)).toHaveLength(2 * 1024 * 1024);
  });

  it('follows a symbolic link to a regular file for reading', () => {
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'real.txt'), 'ok');
    symlinkSync(join(dir, 'sub', 'real.txt'), join(dir, 'link.txt'));
    expect(readUserFile(join(dir, 'link.txt'), 'deck file')).toBe('ok');
  });
});
