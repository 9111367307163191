/**
 * The little cookie handling the API needs (device proofs on the login path), done by hand: one header to read and
 * one to write do not justify another dependency and a lockfile change.
 */

/** `a=1; b=2` → `{ a: '1', b: '2' }`. The first occurrence of a name wins (the most specific path comes first). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      // A malformed escape in someone else's cookie must not fail the request.
    }
  }
  return cookies;
}

export type CookieOptions = { path: string; maxAgeSeconds: number; secure: boolean };

/** One `Set-Cookie` value; always HttpOnly and SameSite=Strict (script and other sites never see it). */
export function serializeCookie(name: string, value: string, { path, maxAgeSeconds, secure }: CookieOptions) {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
