import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryMailer, createOutboxMailer, readOutbox } from './mailer.ts';

describe('dev outbox mailer', () => {
  it('stores each mail as a file readable in order, and logs neither the body nor the address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const info = vi.fn();
    const mailer = createOutboxMailer(dir, { info });
    await mailer.send({ to: 'a@example.com', subject: '첫 번째', text: '인증번호 123456' });
    await mailer.send({ to: 'b@example.com', subject: '두 번째', text: '인증번호 654321' });
    const mails = readOutbox(dir);
    expect(mails.map((m) => m.subject)).toEqual(['첫 번째', '두 번째']);
    expect(mails[0]?.text).toBe('인증번호 123456');
    expect(JSON.stringify(info.mock.calls)).not.toContain('123456');
    expect(JSON.stringify(info.mock.calls)).not.toContain('@example.com');
  });

  it('reads an empty list when the outbox does not exist', () => {
    expect(readOutbox(join(tmpdir(), 'does-not-exist-outbox'))).toEqual([]);
  });
});

describe('memory mailer', () => {
  it('captures mail and can simulate a failing server', async () => {
    const mailer = createMemoryMailer();
    mailer.failNext();
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
    await mailer.send({ to: 'a@example.com', subject: 's', text: 't' });
    expect(mailer.lastTo('a@example.com')?.text).toBe('t');
  });
});
