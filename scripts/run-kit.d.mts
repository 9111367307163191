// Types of run-kit.mjs for the TypeScript that imports it (playwright.config.ts, the journeys).
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';

export const chromePath: string;
export const chromiumBaseArgs: string[];
export const chromiumArgs: string[];
export function serverEnv(port: number, dir: string): Record<string, string>;
export const unlimited: Record<string, string>;
export function freePort(): Promise<number>;
export function waitForLists(
  url: string,
  child: ChildProcess | undefined,
  options?: { seconds?: number; name?: string; signal?: AbortSignal },
): Promise<void>;
export function stopAndRemove(child: ChildProcess, dir: string): Promise<void>;
export function logIn(page: Page, base: string, member: { loginId: string; password: string }): Promise<void>;
export function cumulativeLayoutShift(
  shifts: readonly { value: number; startTime: number; hadRecentInput: boolean }[],
): number;
