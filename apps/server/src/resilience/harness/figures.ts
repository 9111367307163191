import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fromRoot } from '../../paths.ts';

/** Where the suite's figures go (cases fuzzed, faults injected, writes lost, load); docs/reliability.md cites them. */
export const FIGURES_FILE = fromRoot('.test-results/resilience-figures.json');

/** Merges one test file's figures into the run's file (files run one at a time in this project). */
export function recordFigures(name: string, figures: object): void {
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    // First file of the run.
  }
  all[name] = { ...figures, recordedAt: new Date().toISOString() };
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  writeFileSync(FIGURES_FILE, `${JSON.stringify(all, null, 2)}\n`);
}
