import { z } from 'zod';
import { GENDERS } from './labels.ts';
import { TEXT_SIZES, type TextSizeId } from './limits.ts';

/**
 * Accounts: every rule and message of spec part 1 (§5 validation, §8 error catalogue), worded in Korean. The web
 * forms and the server validate with these same schemas.
 */
export const AUTH_MESSAGES = {
  loginIdRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  loginIdTooShort: '4자 이상 입력해주세요.',
  loginIdTooLong: '20자 이하로 입력해주세요.',
  noSpecialCharacters: '특수문자를 제거해주세요.',
  passwordTooShort: '8자 이상 입력해주세요.',
  passwordTooLong: '16자 이하로 입력해주세요.',
  passwordNeedsLowercase: '영문 소문자를 포함해주세요.',
  passwordNeedsUppercase: '영문 대문자를 포함해주세요.',
  passwordNeedsDigit: '숫자를 포함해주세요.',
  passwordNeedsSpecial: '특수문자를 포함해주세요.',
  passwordCommon: '너무 흔한 비밀번호예요. 다른 비밀번호를 입력해주세요.',
  passwordContainsIdentity: '아이디나 닉네임이 들어간 비밀번호는 쓸 수 없어요.',
  passwordsDiffer: '비밀번호가 일치하지 않습니다.',
  passwordsMatch: '비밀번호가 일치합니다.',
  nicknameRequired: '닉네임을 입력해주세요.',
  nicknameLength: '한글, 영문, 숫자 2~8자로 입력해주세요.',
  birthDateFormat: 'YYYY/MM/DD 형식으로 입력해주세요.',
  birthDateInvalid: '있는 날짜를 입력해주세요. (1930년 이후, 오늘 이전)',
  emailRequired: '이메일을 입력해주세요.',
  emailFormat: '올바른 이메일 형식을 입력해주세요.',
  findIdEmailFormat: '유효하지 않은 이메일입니다. 다시 입력해주세요.',
  findPasswordEmailFormat: '올바른 이메일 형식이 아닙니다.',
  consentRequired: '필수 항목에 모두 동의해주세요.',
  genderRequired: '성별을 선택해주세요.',
  regionRequired: '거주지를 선택해주세요.',
  checkIdFirst: '아이디 중복 확인을 해주세요.',
  checkNicknameFirst: '닉네임 중복 확인을 해주세요.',
  idTaken: '이미 사용중인 아이디입니다.',
  idAvailable: '사용 가능한 아이디입니다.',
  nicknameTaken: '이미 사용중인 닉네임입니다.',
  nicknameAvailable: '사용 가능한 닉네임입니다.',
  codeRequired: '인증번호를 입력해주세요.',
  codeLength: '인증번호는 6자리입니다.',
  codeValid: '유효한 인증번호입니다.',
  codeInvalid: '인증번호가 존재하지 않습니다.',
  codeMatches: '인증번호가 일치합니다.',
  codeExpired: '인증 시간이 지났어요. 인증번호를 다시 받아 주세요.',
  codeResent: '인증번호를 다시 보냈습니다.',
  codeResendFailed: '인증번호 재전송에 실패했습니다. 다시 시도해주세요.',
  emailRequestFailed: '이메일 인증 요청에 실패했습니다. 다시 시도해주세요.',
  noEmailInfo: '이메일 정보가 없습니다.',
  loginFailed: '로그인에 실패했습니다. 다시 시도해주세요.',
  loginRequired: '로그인 후 이용 가능한 기능입니다.',
  passwordChanged: '비밀번호가 변경되었습니다.',
  passwordChangeFailed: '비밀번호 변경에 실패했습니다.',
  nicknameChangeFailed: '닉네임 변경에 실패했습니다.',
  regionChangeFailed: '거주지 변경에 실패했습니다.',
  jobChangeFailed: '직업 변경 중 오류가 발생했습니다.',
  imageDeleteFailed: '이미지 삭제에 실패했습니다.',
  imageUploadNoUrl: '업로드는 완료되었지만 이미지 주소를 받지 못했습니다.',
  withdrawFailed: '회원 탈퇴에 실패했습니다. 다시 시도해주세요.',
} as const;

const M = AUTH_MESSAGES;

export const LoginIdSchema = z
  .string({ error: M.loginIdRequired })
  .trim()
  .min(1, { error: M.loginIdRequired })
  .min(4, { error: M.loginIdTooShort })
  .max(20, { error: M.loginIdTooLong })
  .regex(/^[A-Za-z0-9]+$/, { error: M.noSpecialCharacters });

/** The spec's composition rule (8–16, lower, upper, digit, special). The blocklist is `passwordPolicyProblem`. */
export const PasswordSchema = z
  .string({ error: M.passwordRequired })
  .trim()
  .min(1, { error: M.passwordRequired })
  .min(8, { error: M.passwordTooShort })
  .max(16, { error: M.passwordTooLong })
  .regex(/[a-z]/, { error: M.passwordNeedsLowercase })
  .regex(/[A-Z]/, { error: M.passwordNeedsUppercase })
  .regex(/[0-9]/, { error: M.passwordNeedsDigit })
  .regex(/[^A-Za-z0-9\s]/, { error: M.passwordNeedsSpecial });

/** The live checklist shown before and while typing a new password (PRODUCT.md 9). */
export const PASSWORD_RULES = [
  { id: 'length', label: '8~16자', test: (p: string) => p.trim().length >= 8 && p.trim().length <= 16 },
  { id: 'lower', label: '영문 소문자', test: (p: string) => /[a-z]/.test(p) },
  { id: 'upper', label: '영문 대문자', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: '숫자', test: (p: string) => /[0-9]/.test(p) },
  { id: 'special', label: '특수문자', test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
] as const;

/**
 * Common passwords in spec-shaped variants. Compared after removing digits and symbols and lower-casing, so
 * "Password1!", "P@ssw0rd12#" (→ "psswrd"?) and "Qwer1234!" are all caught by their letter stem.
 */
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

/** Up to 8 digits → "YYYY / MM / DD" as typed (display length 14). */
export function formatBirthDateDigits(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 4), d.slice(4, 6), d.slice(6, 8)].filter(Boolean).join(' / ');
}
/** 8 digits → "YYYY/MM/DD"; otherwise null. */
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

// ---- calls ----

export const LoginRequestSchema = z.object({
  loginId: z.string({ error: M.loginIdRequired }).trim().min(1, { error: M.loginIdRequired }).max(64),
  password: z.string({ error: M.passwordRequired }).trim().min(1, { error: M.passwordRequired }).max(128),
});
export const LoginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  nickname: z.string(),
  memberId: z.number().int(),
  regionName: z.string().nullable(),
});

export const RefreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export const RefreshResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const LogoutRequestSchema = RefreshRequestSchema;
export const LogoutResponseSchema = z.object({ loggedOut: z.literal(true) });

export const CheckIdQuerySchema = z.object({ loginId: LoginIdSchema });
export const CheckNicknameQuerySchema = z.object({ nickname: NicknameSchema });
export const DuplicatedResponseSchema = z.object({ duplicated: z.boolean() });

export const SendVerificationRequestSchema = z
  .object({
    email: EmailSchema,
    type: VerificationTypeSchema,
    loginId: z.string().trim().max(20).optional(),
  })
  .refine((v) => v.type !== 'FIND_PASSWORD' || Boolean(v.loginId), {
    path: ['loginId'],
    error: M.loginIdRequired,
  });
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
export const SignUpResponseSchema = z.object({ memberId: z.number().int() });

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  loginId: LoginIdSchema,
  newPassword: PasswordSchema,
});
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
export const ChangePasswordResponseSchema = z.object({ changed: z.literal(true) });

export const WithdrawResponseSchema = z.object({ withdrawn: z.literal(true) });

export const TextSizeSchema = z.enum(TEXT_SIZES.map((s) => s.id) as [TextSizeId, ...TextSizeId[]]);
