import { afterAll, afterEach } from 'vitest';

/**
 * A setup file of every vitest project: a test during which something calls console.error (React's key or act()
 * warnings, an error the code logs) fails. A test that provokes one on purpose names it with allowConsoleError.
 */

type Allowance = { pattern: RegExp | string; seen: boolean };
type Guard = { logged: string[]; allowed: Allowance[] };

// This file runs again before every test file of a worker (setupFiles); the console it patched is the worker's.
const KEY = Symbol.for('dasibom.console-errors');
const store = globalThis as { [KEY]?: Guard };
const guard: Guard = store[KEY] ?? install();

function install(): Guard {
  const created: Guard = { logged: [], allowed: [] };
  store[KEY] = created;
  // Not vi.spyOn: a test's vi.restoreAllMocks() would take the guard away.
  console.error = (...args: unknown[]) => {
    const message = format(args);
    const allowance = created.allowed.find(({ pattern }) =>
      typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
    );
    if (allowance) allowance.seen = true;
    else created.logged.push(message);
  };
  return created;
}

/** The current test means to make console.error log a message matching `pattern`, and it must. */
export function allowConsoleError(pattern: RegExp | string) {
  guard.allowed.push({ pattern, seen: false });
}

function show(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

// React writes its warnings as printf-style templates ('Each child in a list … %s%s', …).
function format(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(show).join(' ');
  const text = first.replace(/%[sdifoOc%]/g, (token) => {
    if (token === '%%') return '%';
    if (rest.length === 0) return token;
    const value = rest.shift();
    return token === '%c' ? '' : show(value);
  });
  return [text, ...rest.map(show)].join(' ');
}

function check() {
  const unexpected = guard.logged.splice(0);
  const missing = guard.allowed.filter(({ seen }) => !seen).map(({ pattern }) => String(pattern));
  guard.allowed.length = 0;
  if (unexpected.length > 0) {
    throw new Error(
      `console.error was called (allowConsoleError(pattern) if the test means it):\n${unexpected.join('\n---\n')}`,
    );
  }
  if (missing.length > 0) throw new Error(`an allowed console.error was never logged: ${missing.join(', ')}`);
}

// Registered before the project's own setup, so (hooks run in reverse) after its cleanup: unmounting counts too.
afterEach(check);
// What a file's last test left running and logged later.
afterAll(check);
