import { EmailSchema, type Gender, LoginIdSchema, NicknameSchema, type Region } from '@dasibom/contract';
import { GENDERS } from '@dasibom/contract/plain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { confirmProblem, newPasswordProblem } from '../../lib/password.ts';
import type { SentCode } from './api/send-verification.ts';

export const SIGNUP_DRAFT_KEY = 'dasibom:signupDraft';

/** A finished duplicate check: which value was checked and the answer. Any other value is "unchecked". */
export type DuplicateCheck = { value: string; duplicated: boolean } | null;
export type CheckState = 'unchecked' | 'available' | 'taken';

export function checkStateOf(check: DuplicateCheck, value: string): CheckState {
  if (!check || check.value !== value.trim()) return 'unchecked';
  return check.duplicated ? 'taken' : 'available';
}

export type Consents = { age: boolean; terms: boolean; privacy: boolean };
export type SentSignupCode = SentCode & { email: string };

/** What survives going back and a reload (sessionStorage): everything the person typed except passwords. */
export type SignupDraft = {
  loginId: string;
  idCheck: DuplicateCheck;
  consents: Consents;
  email: string;
  code: SentSignupCode | null;
  /** The address whose SIGN_UP code was accepted. */
  verifiedEmail: string | null;
  nickName: string;
  nicknameCheck: DuplicateCheck;
  /** Up to 8 digits as typed (shown as YYYY / MM / DD). */
  birthDigits: string;
  gender: Gender | null;
  region: Region | null;
};

/** Held in memory only: never written to storage, gone after a reload. */
export type SignupSecrets = { password: string; passwordConfirm: string };

type SignupState = SignupDraft &
  SignupSecrets & {
    update: (patch: Partial<SignupDraft & SignupSecrets>) => void;
    reset: () => void;
  };

export const EMPTY_DRAFT: SignupDraft = {
  loginId: '',
  idCheck: null,
  consents: { age: false, terms: false, privacy: false },
  email: '',
  code: null,
  verifiedEmail: null,
  nickName: '',
  nicknameCheck: null,
  birthDigits: '',
  gender: null,
  region: null,
};
const EMPTY_SECRETS: SignupSecrets = { password: '', passwordConfirm: '' };

function sessionStore(): Storage {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: the draft lives in memory for this visit.
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
      clear: () => memory.clear(),
      key: () => null,
      length: 0,
    };
  }
}

/** A hand-edited or old stored draft never breaks the page: anything odd falls back to empty. */
function sanitize(stored: unknown): Partial<SignupDraft> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const check = (v: unknown): DuplicateCheck => {
    if (typeof v !== 'object' || v === null) return null;
    const c = v as Record<string, unknown>;
    return typeof c.value === 'string' && typeof c.duplicated === 'boolean'
      ? { value: c.value, duplicated: c.duplicated }
      : null;
  };
  const consents = (typeof s.consents === 'object' && s.consents) || {};
  const c = consents as Record<string, unknown>;
  const code = s.code as Record<string, unknown> | null | undefined;
  const region = s.region as Record<string, unknown> | null | undefined;
  return {
    loginId: text(s.loginId),
    idCheck: check(s.idCheck),
    consents: { age: c.age === true, terms: c.terms === true, privacy: c.privacy === true },
    email: text(s.email),
    code:
      code && typeof code.email === 'string' && typeof code.sentAt === 'number'
        ? {
            email: code.email,
            sentAt: code.sentAt,
            expiresInSeconds: Number(code.expiresInSeconds) || 180,
            resendAfterSeconds: Number(code.resendAfterSeconds) || 30,
          }
        : null,
    verifiedEmail: typeof s.verifiedEmail === 'string' ? s.verifiedEmail : null,
    nickName: text(s.nickName),
    nicknameCheck: check(s.nicknameCheck),
    birthDigits: text(s.birthDigits).replace(/\D/g, '').slice(0, 8),
    gender: (GENDERS as readonly unknown[]).includes(s.gender) ? (s.gender as Gender) : null,
    region:
      region && typeof region.regionCode === 'number' && typeof region.regionName === 'string'
        ? { regionCode: region.regionCode, regionName: region.regionName }
        : null,
  };
}

export const useSignupDraft = create<SignupState>()(
  persist(
    (set) => ({
      ...EMPTY_DRAFT,
      ...EMPTY_SECRETS,
      update: (patch) => set(patch),
      reset: () => {
        set({ ...EMPTY_DRAFT, ...EMPTY_SECRETS });
        useSignupDraft.persist.clearStorage();
      },
    }),
    {
      name: SIGNUP_DRAFT_KEY,
      storage: createJSONStorage(sessionStore),
      // Passwords stay in memory only.
      partialize: ({ update: _u, reset: _r, password: _p, passwordConfirm: _c, ...draft }) => draft,
      merge: (stored, current) => ({ ...current, ...sanitize(stored) }),
    },
  ),
);

/** The e-mail as the server stores it (trimmed, lower-case), or null when it is not an address. */
export function normalizedEmail(email: string): string | null {
  const result = EmailSchema.safeParse(email);
  return result.success ? result.data : null;
}

export type SignupStep = 1 | 2 | 3 | 4;

export function isAccountStepDone(state: SignupDraft & SignupSecrets): boolean {
  return (
    LoginIdSchema.safeParse(state.loginId).success &&
    checkStateOf(state.idCheck, state.loginId) === 'available' &&
    newPasswordProblem(state.password, { loginId: state.loginId }) === null &&
    confirmProblem(state.password, state.passwordConfirm) === null
  );
}

export function isConsentStepDone(state: SignupDraft): boolean {
  const email = normalizedEmail(state.email);
  const { age, terms, privacy } = state.consents;
  return age && terms && privacy && email !== null && state.code?.email === email;
}

export function isCodeStepDone(state: SignupDraft): boolean {
  const email = normalizedEmail(state.email);
  return email !== null && state.verifiedEmail === email;
}

/** Strictly forward: the furthest step whose earlier steps are all complete. */
export function furthestStep(state: SignupDraft & SignupSecrets): SignupStep {
  if (!isAccountStepDone(state)) return 1;
  if (!isConsentStepDone(state)) return 2;
  if (!isCodeStepDone(state)) return 3;
  return 4;
}

export function isNicknameReady(state: SignupDraft): boolean {
  return (
    NicknameSchema.safeParse(state.nickName).success &&
    checkStateOf(state.nicknameCheck, state.nickName) === 'available'
  );
}
