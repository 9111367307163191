import { create } from 'zustand';
import { withServerSnapshot } from './server-snapshot.ts';

/**
 * Who is signed in. Persisted in localStorage under our own prefixed keys (the spec keeps the tokens, nickname,
 * member id and a user object there); `clearSession` removes exactly those keys and nothing else on the origin.
 */
export const SESSION_STORAGE_KEYS = {
  accessToken: 'dasibom:accessToken',
  refreshToken: 'dasibom:refreshToken',
  memberId: 'dasibom:memberId',
  nickname: 'dasibom:nickname',
  user: 'dasibom:user',
  /** "{memberId}:1" or "{memberId}:0": whether home last found a plan for this member (lib/home-plan-hint.ts). */
  homePlanHint: 'dasibom:homePlanHint',
} as const;

export type SessionUser = {
  regionName: string | null;
  nickname: string | null;
  /** Profile image URL; null means the default silhouette. */
  userImage: string | null;
};

export type SessionInput = {
  accessToken: string;
  refreshToken?: string | null;
  memberId: number;
  nickname: string;
  regionName?: string | null;
  userImage?: string | null;
};

type SessionData = {
  accessToken: string | null;
  refreshToken: string | null;
  memberId: number | null;
  nickname: string | null;
  user: SessionUser | null;
  /** Derived: true while an access token is held. */
  isLoggedIn: boolean;
};

export type SessionState = SessionData & {
  /** After login: stores tokens, nickname, member id and the user object. */
  setSession: (input: SessionInput) => void;
  /** After a token refresh (refresh tokens rotate on every use). */
  setTokens: (tokens: { accessToken: string; refreshToken?: string | null }) => void;
  /** After a profile change (nickname, region, image). */
  updateUser: (patch: Partial<SessionUser>) => void;
  /** Logout, withdrawal or a refresh that failed: forget everything we stored. */
  clearSession: () => void;
};

export const SIGNED_OUT: SessionData = {
  accessToken: null,
  refreshToken: null,
  memberId: null,
  nickname: null,
  user: null,
  isLoggedIn: false,
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the session then lives in memory only.
    return null;
  }
}

/** A stored value, or null when absent, empty or storage is blocked. */
export function readString(key: string): string | null {
  const value = storage()?.getItem(key) ?? null;
  return value === '' ? null : value;
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const text = (field: unknown) => (typeof field === 'string' && field !== '' ? field : null);
    return {
      regionName: text(record.regionName),
      nickname: text(record.nickname),
      userImage: text(record.userImage),
    };
  } catch {
    return null;
  }
}

/** Reads the persisted session; tolerant of missing or hand-edited values. */
export function readStoredSession(): SessionData {
  const accessToken = readString(SESSION_STORAGE_KEYS.accessToken);
  const memberIdRaw = readString(SESSION_STORAGE_KEYS.memberId);
  const memberId = memberIdRaw !== null && /^\d+$/.test(memberIdRaw) ? Number(memberIdRaw) : null;
  return {
    accessToken,
    refreshToken: readString(SESSION_STORAGE_KEYS.refreshToken),
    memberId,
    nickname: readString(SESSION_STORAGE_KEYS.nickname),
    user: parseUser(readString(SESSION_STORAGE_KEYS.user)),
    isLoggedIn: accessToken !== null,
  };
}

/** Stores a value (null removes it); quota and privacy errors are swallowed (storage is a convenience here). */
export function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Quota or privacy errors: keep the in-memory session.
  }
}

function persist(data: SessionData): void {
  write(SESSION_STORAGE_KEYS.accessToken, data.accessToken);
  write(SESSION_STORAGE_KEYS.refreshToken, data.refreshToken);
  write(SESSION_STORAGE_KEYS.memberId, data.memberId === null ? null : String(data.memberId));
  write(SESSION_STORAGE_KEYS.nickname, data.nickname);
  write(SESSION_STORAGE_KEYS.user, data.user === null ? null : JSON.stringify(data.user));
}

export const useSessionStore = create<SessionState>()((set, get, api) => {
  withServerSnapshot(api);
  return {
    ...readStoredSession(),
    setSession: (input) => {
      const data: SessionData = {
        accessToken: input.accessToken,
        refreshToken: input.refreshToken ?? null,
        memberId: input.memberId,
        nickname: input.nickname,
        user: {
          nickname: input.nickname,
          regionName: input.regionName ?? null,
          userImage: input.userImage ?? null,
        },
        isLoggedIn: true,
      };
      persist(data);
      set(data);
    },
    setTokens: ({ accessToken, refreshToken }) => {
      const current = get();
      const data: SessionData = {
        ...pickData(current),
        accessToken,
        refreshToken: refreshToken === undefined ? current.refreshToken : refreshToken,
        isLoggedIn: true,
      };
      persist(data);
      set(data);
    },
    updateUser: (patch) => {
      const current = get();
      const user: SessionUser = {
        nickname: current.user?.nickname ?? current.nickname,
        regionName: current.user?.regionName ?? null,
        userImage: current.user?.userImage ?? null,
        ...patch,
      };
      const data: SessionData = {
        ...pickData(current),
        user,
        nickname: patch.nickname !== undefined ? patch.nickname : current.nickname,
      };
      persist(data);
      set(data);
    },
    clearSession: () => {
      for (const key of Object.values(SESSION_STORAGE_KEYS)) write(key, null);
      set(SIGNED_OUT);
    },
  };
});

function pickData(state: SessionData): SessionData {
  const { accessToken, refreshToken, memberId, nickname, user, isLoggedIn } = state;
  return { accessToken, refreshToken, memberId, nickname, user, isLoggedIn };
}

export const selectIsLoggedIn = (state: SessionState) => state.isLoggedIn;

/** Non-React access for the api client. */
export function getAccessToken(): string | null {
  return useSessionStore.getState().accessToken;
}

// Another tab logged in or out: follow it, so one tab never acts with a token the other already dropped.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_STORAGE_KEYS) as string[]).includes(event.key)) {
      useSessionStore.setState(readStoredSession());
    }
  });
}
