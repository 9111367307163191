import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe); kept in the dev outbox too. */
  headers?: Record<string, string>;
};
export type SentMail = MailMessage & { id: string; sentAt: string };

export type Mailer = {
  kind: 'smtp' | 'outbox' | 'memory';
  send(message: MailMessage): Promise<void>;
};

type Log = { info(obj: object, msg?: string): void };

let sequence = 0;
function nextId(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${now.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Production: real SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). Short timeouts: a code request holds its
 * database transaction open until the mail server answers, and a dead server must become a quick 503.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Development default: every mail is stored as a JSON file in the outbox directory and its arrival is logged
 * (subject and file — never the address or the body, which carries codes). Developers and e2e tests read the files.
 */
export function createOutboxMailer(dir: string, log: Log): Mailer {
  mkdirSync(dir, { recursive: true });
  return {
    kind: 'outbox',
    async send(message) {
      const now = new Date();
      const mail: SentMail = { ...message, id: nextId(now), sentAt: now.toISOString() };
      const file = join(dir, `${mail.id}.json`);
      writeFileSync(file, JSON.stringify(mail, null, 2));
      log.info({ subject: message.subject, file }, 'mail stored in the dev outbox');
    },
  };
}

/** Reads the dev outbox, oldest first. */
export function readOutbox(dir: string): SentMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SentMail);
}

export type MemoryMailer = Mailer & {
  sent: SentMail[];
  /** Makes the next sends fail, to test the "mail server down" path. */
  failNext(count?: number): void;
  lastTo(address: string): SentMail | undefined;
};

/** Tests: keeps mail in memory. */
export function createMemoryMailer(): MemoryMailer {
  const sent: SentMail[] = [];
  let failures = 0;
  return {
    kind: 'memory',
    sent,
    failNext(count = 1) {
      failures = count;
    },
    lastTo(address) {
      return sent.filter((m) => m.to === address).at(-1);
    },
    async send(message) {
      if (failures > 0) {
        failures--;
        throw new Error('memory mailer: simulated failure');
      }
      const now = new Date();
      sent.push({ ...message, id: nextId(now), sentAt: now.toISOString() });
    },
  };
}
