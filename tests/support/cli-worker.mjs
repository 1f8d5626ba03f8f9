/**
 * The thread behind `cardref()` in tests/support/cli.ts: it loads the built CLI once and runs one command line at a
 * time with its own stdin, stdout, stderr, environment and exit code, as a fresh process would see them. Starting
 * a process costs about a third of a second here (node itself, then loading the CLI), and the CLI tests run about a
 * thousand command lines; this thread saves most of it. What a real process adds (exit on a signal, a pipe closed
 * early, the event loop draining) is tested with real processes elsewhere.
 *
 * Protocol: the test thread posts {args, input, env} on `port`, then sleeps on `signal` until this thread has
 * posted {code, stdout, stderr} and set it to 1.
 */
import { workerData } from 'node:worker_threads';
import { Readable, Writable } from 'node:stream';

const { port, signal, mainUrl, contentLangUrl } = workerData;
const { main } = await import(mainUrl);
const { setContentLang } = await import(contentLangUrl);

/** Thrown by `process.exit` inside a run: the run ends there with that code. */
class Exit {
  constructor(code) {
    this.code = code;
  }
}

/** A stream that keeps what is written, like the pipe spawnSync reads. */
function capture() {
  const chunks = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** Replace a getter of `process` for the time of one run. */
function swap(name, value) {
  const before = Object.getOwnPropertyDescriptor(process, name);
  Object.defineProperty(process, name, { configurable: true, enumerable: true, get: () => value });
  return () => Object.defineProperty(process, name, before);
}

// The events a command may listen to on `process`: what it adds is taken off after the run, its `exit` listeners
// first called, as a process's are when it ends (log locks are released there).
const EVENTS = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP'];

/** Make `process.env` exactly `values` (the same object: modules may hold it); returns what it was. */
function replaceEnv(values) {
  const before = { ...process.env };
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, values);
  return before;
}

const crashText = (error) => `${error?.stack ?? error}\n`;

/** The run going on: an error no one catches is its crash, as it would be the process's. */
let current;
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    if (!current) throw error;
    current.err.stream.write(crashText(error));
    current.crashed = true;
  });
}

async function run({ args, input, env }) {
  const out = capture();
  const err = capture();
  current = { err, crashed: false };
  // Bytes, not objects, as a pipe gives them.
  const stdin = Readable.from(input ? [Buffer.from(input)] : [], { objectMode: false });
  const restores = [swap('stdout', out.stream), swap('stderr', err.stream), swap('stdin', stdin)];
  const savedEnv = replaceEnv(env);
  const listeners = new Map(EVENTS.map((event) => [event, process.listeners(event)]));
  const realExit = process.exit;
  process.exit = (code) => {
    throw new Exit(code ?? process.exitCode ?? 0);
  };
  process.exitCode = undefined;
  // A fresh process starts with English game content until a command sets it.
  setContentLang('en');
  let code;
  try {
    await main(['node', 'cardref', ...args]);
    // Let what the command left queued (a last write's callback) run, as it would before a process exits.
    await new Promise((resolve) => setImmediate(resolve));
    code = process.exitCode ?? 0;
  } catch (error) {
    if (error instanceof Exit) code = error.code;
    else {
      err.stream.write(crashText(error));
      code = 1;
    }
  }
  if (current.crashed) code = 1;
  current = undefined;
  for (const event of EVENTS) {
    const added = process.listeners(event).filter((listener) => !listeners.get(event).includes(listener));
    for (const listener of added) {
      if (event === 'exit') {
        try {
          listener(code);
        } catch {
          // A process ends anyway.
        }
      }
      process.off(event, listener);
    }
  }
  process.exit = realExit;
  process.exitCode = undefined;
  replaceEnv(savedEnv);
  for (const restore of restores) restore();
  stdin.destroy();
  return { code, stdout: out.text(), stderr: err.text() };
}

port.on('message', async (request) => {
  let result;
  try {
    result = await run(request);
  } catch (error) {
    result = { code: 1, stdout: '', stderr: `test runner: ${crashText(error)}` };
  }
  port.postMessage(result);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
