/**
 * The address when it is a web address, else null: a `javascript:`, `data:` or broken link from a data source is
 * never rendered as a link.
 */
export function safeExternalUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
