import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFileLinks, fileLinkExpiry } from './file-links.ts';

const KEY = 'todos/1b4e28ba-2fa1-11d2-883f-0016d3cca427.webp';
const NOW = new Date('2026-06-01T10:20:00Z');

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('signed file links', () => {
  it('are accepted by every instance sharing the secret, and by no other', () => {
    const secret = randomBytes(32);
    const url = createFileLinks(secret).url(KEY, 'public', NOW);
    expect(createFileLinks(Uint8Array.from(secret)).verify(KEY, queryOf(url), NOW)).toEqual({
      scope: 'public',
      expiresAt: fileLinkExpiry(NOW),
    });
    expect(createFileLinks(randomBytes(32)).verify(KEY, queryOf(url), NOW)).toBeNull();
  });

  it('expire at the end of the next full hour', () => {
    expect(new Date(fileLinkExpiry(NOW) * 1000).toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(fileLinkExpiry(new Date('2026-06-01T11:00:00Z'))).toBe(fileLinkExpiry(NOW) + 3600);
  });

  it('refuse a query that is missing, repeated or malformed', () => {
    const links = createFileLinks(randomBytes(32));
    const query = queryOf(links.url(KEY, 'owner', NOW));
    for (const bad of [
      undefined,
      {},
      { ...query, sig: undefined },
      { ...query, sig: [query.sig, query.sig] },
      { ...query, exp: [query.exp] },
      { ...query, scope: 'OWNER' },
    ]) {
      expect(links.verify(KEY, bad, NOW)).toBeNull();
    }
  });

  it('point at /files whatever the storage, and refuse to sign a malformed key', () => {
    const url = createFileLinks(randomBytes(32)).url(KEY, 'owner', NOW);
    expect(url.startsWith(`/files/${KEY}?exp=`)).toBe(true);
    expect(() => createFileLinks(randomBytes(32)).url('../x.webp', 'owner', NOW)).toThrow();
  });
});
