import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { GENDERS } from './labels.ts';
import { TEXT_SIZES, type TextSizeId } from './limits.ts';

/** The web forms and the server validate with these same schemas (spec part 1 §5, §8). */
export { AUTH_MESSAGES } from './auth-messages.ts';

const M = AUTH_MESSAGES;

/** Trimmed text of `min`–`max` characters; each way of missing that has its own message. */
const boundedText = (min: number, max: number, required: string, tooShort: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .min(min, { error: tooShort })
    .max(max, { error: tooLong });

export const LoginIdSchema = boundedText(4, 20, M.loginIdRequired, M.loginIdTooShort, M.loginIdTooLong).regex(
  /^[A-Za-z0-9]+$/,
  { error: M.noSpecialCharacters },
);

/** The spec's composition rule (8–16, lower, upper, digit, special). The blocklist is `passwordPolicyProblem`. */
export const PasswordSchema = boundedText(8, 16, M.passwordRequired, M.passwordTooShort, M.passwordTooLong)
  .regex(/[a-z]/, { error: M.passwordNeedsLowercase })
  .regex(/[A-Z]/, { error: M.passwordNeedsUppercase })
  .regex(/[0-9]/, { error: M.passwordNeedsDigit })
  .regex(/[^A-Za-z0-9\s]/, { error: M.passwordNeedsSpecial });

export const PASSWORD_RULES = [
  { id: 'length', label: '8~16자', test: (p: string) => p.trim().length >= 8 && p.trim().length <= 16 },
  { id: 'lower', label: '영문 소문자', test: (p: string) => /[a-z]/.test(p) },
  { id: 'upper', label: '영문 대문자', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: '숫자', test: (p: string) => /[0-9]/.test(p) },
  { id: 'special', label: '특수문자', test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
] as const;

/** Compared after removing digits and symbols and lower-casing, so variants are caught by their letter stem. */
const COMMON_STEMS = [
  'password',
  'passwd',
  'pass',
  'qwer',
  'qwert',
  'qwerty',
  'asdf',
  'asdfgh',
  'zxcv',
  'abcd',
  'abc',
  'admin',
  'iloveyou',
  'love',
  'welcome',
  'letmein',
  'dragon',
  'monkey',
  'master',
  'hello',
  'sunshine',
  'princess',
  'korea',
  'seoul',
  'test',
  'user',
  'login',
  'dasibom',
];
const LEET: Record<string, string> = { '@': 'a', '0': 'o', '1': 'i', '3': 'e', $: 's', '5': 's', '!': 'i' };

function letterStem(password: string): string {
  return password.toLowerCase().replace(/[^a-z]/g, '');
}
function leetStem(password: string): string {
  return [...password.toLowerCase()]
    .map((c) => LEET[c] ?? c)
    .join('')
    .replace(/[^a-z]/g, '');
}

/** A reason to refuse a password that passes the composition rule, or null (SECURITY.md blocklist). */
export function passwordPolicyProblem(
  password: string,
  identity: { loginId?: string | null; nickname?: string | null } = {},
): string | null {
  const value = password.trim();
  const lower = value.toLowerCase();
  for (const part of [identity.loginId, identity.nickname]) {
    const p = part?.trim().toLowerCase();
    if (p && p.length >= 3 && lower.includes(p)) return M.passwordContainsIdentity;
  }
  const stems = [letterStem(value), leetStem(value).replace(/i+$/, '')];
  if (stems.some((stem) => COMMON_STEMS.includes(stem))) return M.passwordCommon;
  // Keyboard runs and repeats like "Aaaa1111!" or "Abcd1234!".
  if (
    /(.)\1{3,}/.test(value) ||
    /(?:0123|1234|2345|3456|4567|5678|6789|9876|8765|7654|6543|5432|4321)/.test(value)
  ) {
    if (letterStem(value).length <= 4) return M.passwordCommon;
  }
  return null;
}

export const NicknameSchema = z
  .string({ error: M.nicknameRequired })
  .trim()
  .min(1, { error: M.nicknameRequired })
  .regex(/^[가-힣A-Za-z0-9\s]*$/, { error: M.noSpecialCharacters })
  .regex(/^[가-힣A-Za-z0-9]{2,8}$/, { error: M.nicknameLength });

/** YYYY/MM/DD, a real calendar date from 1930 up to today. */
export const BirthDateSchema = z
  .string({ error: M.birthDateFormat })
  .trim()
  .regex(/^\d{4}\/\d{2}\/\d{2}$/, { error: M.birthDateFormat })
  .refine(isPlausibleBirthDate, { error: M.birthDateInvalid });

export function isPlausibleBirthDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 1930 && date.getTime() <= today.getTime();
}

export function formatBirthDateDigits(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 4), d.slice(4, 6), d.slice(6, 8)].filter(Boolean).join(' / ');
}
export function birthDateFromDigits(digits: string): string | null {
  const d = digits.replace(/\D/g, '');
  return d.length === 8 ? `${d.slice(0, 4)}/${d.slice(4, 6)}/${d.slice(6, 8)}` : null;
}

export const EmailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired })
  .max(254, { error: M.emailFormat })
  .pipe(z.email({ error: M.emailFormat }))
  .transform((email) => email.toLowerCase());

export const GenderSchema = z.enum(GENDERS, { error: M.genderRequired });
export const RegionCodeSchema = z
  .number({ error: M.regionRequired })
  .int()
  .positive({ error: M.regionRequired });
export const VerificationCodeSchema = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, { error: M.codeRequired })
  .regex(/^\d{6}$/, { error: M.codeLength });

export const VERIFICATION_TYPES = ['SIGN_UP', 'FIND_ID', 'FIND_PASSWORD'] as const;
export const VerificationTypeSchema = z.enum(VERIFICATION_TYPES);
export type VerificationType = z.infer<typeof VerificationTypeSchema>;

export const LoginRequestSchema = z.object({
  loginId: z.string({ error: M.loginIdRequired }).trim().min(1, { error: M.loginIdRequired }).max(64),
  password: z.string({ error: M.passwordRequired }).trim().min(1, { error: M.passwordRequired }).max(128),
});
export type LoginRequestInput = z.input<typeof LoginRequestSchema>;
export type LoginRequest = z.output<typeof LoginRequestSchema>;
export const LoginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  nickname: z.string(),
  memberId: z.number().int(),
  regionName: z.string().nullable(),
});

export const RefreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export type RefreshRequestInput = z.input<typeof RefreshRequestSchema>;
export type RefreshRequest = z.output<typeof RefreshRequestSchema>;
export const RefreshResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const LogoutRequestSchema = RefreshRequestSchema;
export type LogoutRequestInput = z.input<typeof LogoutRequestSchema>;
export type LogoutRequest = z.output<typeof LogoutRequestSchema>;
export const LogoutResponseSchema = z.object({ loggedOut: z.literal(true) });

export const CheckIdQuerySchema = z.object({ loginId: LoginIdSchema });
export type CheckIdQueryInput = z.input<typeof CheckIdQuerySchema>;
export type CheckIdQuery = z.output<typeof CheckIdQuerySchema>;
export const CheckNicknameQuerySchema = z.object({ nickname: NicknameSchema });
export type CheckNicknameQueryInput = z.input<typeof CheckNicknameQuerySchema>;
export type CheckNicknameQuery = z.output<typeof CheckNicknameQuerySchema>;
export const DuplicatedResponseSchema = z.object({ duplicated: z.boolean() });

/** Each screen that asks for the address words a malformed one as the spec gives it for that screen (§5). */
const EMAIL_FORMAT_MESSAGES: Record<VerificationType, string> = {
  SIGN_UP: M.emailFormat,
  FIND_ID: M.findIdEmailFormat,
  FIND_PASSWORD: M.findPasswordEmailFormat,
};

export const SendVerificationRequestSchema = z
  .object({
    // Checked below with EmailSchema, once the type is known (the message depends on it).
    email: z.string({ error: M.emailRequired }),
    type: VerificationTypeSchema,
    loginId: z.string().trim().max(20).optional(),
  })
  .refine((v) => v.type !== 'FIND_PASSWORD' || Boolean(v.loginId), {
    path: ['loginId'],
    error: M.loginIdRequired,
  })
  .transform((request, ctx) => {
    const email = EmailSchema.safeParse(request.email);
    if (email.success) return { ...request, email: email.data };
    const message = email.error.issues[0]?.message ?? M.emailFormat;
    ctx.addIssue({
      code: 'custom',
      path: ['email'],
      input: request.email,
      message: message === M.emailFormat ? EMAIL_FORMAT_MESSAGES[request.type] : message,
    });
    return z.NEVER;
  });
export type SendVerificationRequestInput = z.input<typeof SendVerificationRequestSchema>;
export type SendVerificationRequest = z.output<typeof SendVerificationRequestSchema>;
export const SendVerificationResponseSchema = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});

export const VerifyCodeRequestSchema = z.object({
  email: EmailSchema,
  code: VerificationCodeSchema,
  type: VerificationTypeSchema,
  loginId: z.string().trim().max(20).optional(),
});
export type VerifyCodeRequestInput = z.input<typeof VerifyCodeRequestSchema>;
export type VerifyCodeRequest = z.output<typeof VerifyCodeRequestSchema>;
export const VerifyCodeResponseSchema = z.object({
  verified: z.literal(true),
  loginId: z.string().optional(),
});

export const SignUpRequestSchema = z.object({
  loginId: LoginIdSchema,
  password: PasswordSchema,
  email: EmailSchema,
  nickName: NicknameSchema,
  birthDate: BirthDateSchema,
  gender: GenderSchema,
  regionCode: RegionCodeSchema,
});
export type SignUpRequestInput = z.input<typeof SignUpRequestSchema>;
export type SignUpRequest = z.output<typeof SignUpRequestSchema>;
export const SignUpResponseSchema = z.object({ memberId: z.number().int() });

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  loginId: LoginIdSchema,
  newPassword: PasswordSchema,
});
export type ResetPasswordRequestInput = z.input<typeof ResetPasswordRequestSchema>;
export type ResetPasswordRequest = z.output<typeof ResetPasswordRequestSchema>;
export const ResetPasswordResponseSchema = z.object({ changed: z.literal(true) });

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(128),
    newPassword: PasswordSchema,
    newPasswordCheck: z.string({ error: M.passwordsDiffer }).max(128, { error: M.passwordsDiffer }),
  })
  .refine((v) => v.newPassword === v.newPasswordCheck.trim(), {
    path: ['newPasswordCheck'],
    error: M.passwordsDiffer,
  });
export type ChangePasswordRequestInput = z.input<typeof ChangePasswordRequestSchema>;
export const ChangePasswordResponseSchema = z.object({ changed: z.literal(true) });

export const WithdrawResponseSchema = z.object({ withdrawn: z.literal(true) });

export const TextSizeSchema = z.enum(TEXT_SIZES.map((s) => s.id) as [TextSizeId, ...TextSizeId[]]);
