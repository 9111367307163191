import type { DestinationStream } from 'pino';

export type LogRecord = { level: number; msg?: string; [key: string]: unknown };

export const WARN = 40;
export const ERROR = 50;

/** Collects the app's JSON log lines (pass `stream` as `buildTestApp({ logStream })`). */
export function captureLogs() {
  const lines: string[] = [];
  const stream: DestinationStream = {
    write: (line: string) => {
      lines.push(line);
    },
  };
  return {
    stream,
    /** The raw text of every line, to search for values that must never be logged. */
    lines,
    records: () => lines.map((line) => JSON.parse(line) as LogRecord),
    withMessage: (msg: string) =>
      lines.map((line) => JSON.parse(line) as LogRecord).filter((r) => r.msg === msg),
  };
}
