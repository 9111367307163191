/** Query parameters that carry credentials at the providers we call (and common spellings elsewhere). */
const SECRET_PARAMS = ['access-key', 'authKey', 'authkey', 'serviceKey', 'apiKey', 'api_key', 'key', 'token'];

/** Replaces the values of credential parameters with `***`, in a URL or in any text that contains one. */
export function redactUrl(url: string | URL, secretParams: readonly string[] = SECRET_PARAMS): string {
  const text = String(url);
  const names = secretParams.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
  return text.replace(new RegExp(`([?&;](?:${names})=)[^&#\\s'"]*`, 'gi'), '$1***');
}

/** Removes every occurrence of the given secrets (raw and URL-encoded) and credential parameters from a text. */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let safe = redactUrl(text);
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) safe = safe.split(form).join('***');
  }
  return safe;
}
