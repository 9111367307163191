import type { TextSizeId } from '@dasibom/contract';
import { TEXT_SIZES } from '@dasibom/contract/plain';

/**
 * What the server needs to draw the first paint as this reader will see it (ADR 040): the chosen text size and,
 * for a member, what the top bar shows. The session itself stays in localStorage (the spec's place for it); this
 * cookie only mirrors the presentation, carries no token and grants nothing — a forged one changes only the
 * forger's own header until the browser's real session takes over.
 */
export type FirstView = {
  textSize: TextSizeId;
  member: {
    memberId: number;
    nickname: string | null;
    userImage: string | null;
    regionName: string | null;
    /** Whether home last found a plan for this member (lib/home-plan-hint.ts); null when not known. */
    hasPlan: boolean | null;
  } | null;
};

export const FIRST_VIEW_COOKIE = 'dasibom_view';
export const VISITOR_VIEW: FirstView = { textSize: 'normal', member: null };

const MAX_FIELD = 200;

function isTextSize(value: unknown): value is TextSizeId {
  return TEXT_SIZES.some((size) => size.id === value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= MAX_FIELD ? value : null;
}

/** A value as stored in the cookie, or the visitor's view for anything missing, malformed or tampered with. */
export function parseFirstView(raw: string | undefined | null): FirstView {
  if (!raw) return VISITOR_VIEW;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return VISITOR_VIEW;
  }
  if (typeof value !== 'object' || value === null) return VISITOR_VIEW;
  const record = value as Record<string, unknown>;
  const textSize = isTextSize(record.t) ? record.t : 'normal';
  const memberId = record.m;
  if (typeof memberId !== 'number' || !Number.isSafeInteger(memberId) || memberId <= 0) {
    return { textSize, member: null };
  }
  return {
    textSize,
    member: {
      memberId,
      nickname: text(record.n),
      userImage: text(record.i),
      regionName: text(record.r),
      hasPlan: record.p === 1 ? true : record.p === 0 ? false : null,
    },
  };
}

/** The cookie's value for `view` (short keys: it travels with every request). */
export function serializeFirstView(view: FirstView): string {
  const { textSize, member } = view;
  const record = member
    ? {
        t: textSize,
        m: member.memberId,
        n: member.nickname,
        i: member.userImage,
        r: member.regionName,
        p: member.hasPlan === null ? null : member.hasPlan ? 1 : 0,
      }
    : { t: textSize };
  return encodeURIComponent(JSON.stringify(record));
}

/** `dasibom_view` out of a `Cookie` header. */
export function firstViewFromCookieHeader(header: string | undefined): FirstView {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === FIRST_VIEW_COOKIE) return parseFirstView(rest.join('='));
  }
  return VISITOR_VIEW;
}

export function sameFirstView(a: FirstView, b: FirstView): boolean {
  return serializeFirstView(a) === serializeFirstView(b);
}
