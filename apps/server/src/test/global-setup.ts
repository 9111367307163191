import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplate } from './test-database.ts';

/**
 * Migrates and seeds one database per run; each server test file starts from a copy of it instead of spending its
 * setup time (and, on a busy machine, its hook timeout) on migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await createTestDatabaseTemplate();
  project.provide('testDatabaseTemplate', template);
  return remove;
}
