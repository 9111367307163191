import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BirthDateSchema,
  birthDateFromDigits,
  ChangePasswordRequestSchema,
  CheckNicknameQuerySchema,
  EmailSchema,
  formatBirthDateDigits,
  isPlausibleBirthDate,
  LoginIdSchema,
  LoginRequestSchema,
  AUTH_MESSAGES as M,
  NicknameSchema,
  PASSWORD_RULES,
  PasswordSchema,
  passwordPolicyProblem,
  SendVerificationRequestSchema,
  SignUpRequestSchema,
  VerificationCodeSchema,
} from './index.ts';

/** The messages zod reports for a value, in order. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('login ID (signup)', () => {
  it.each([
    ['', M.loginIdRequired],
    ['abc', M.loginIdTooShort],
    ['a'.repeat(21), M.loginIdTooLong],
    ['hello!', M.noSpecialCharacters],
    ['한글아이디', M.noSpecialCharacters],
  ])('%j → %s', (value, message) => {
    expect(messages(LoginIdSchema, value)).toContain(message);
  });

  it('trims and accepts letters and digits, 4–20', () => {
    expect(LoginIdSchema.parse('  dream2026 ')).toBe('dream2026');
    expect(messages(LoginIdSchema, 'a'.repeat(20))).toEqual([]);
  });
});

describe('password (signup, change, reset)', () => {
  it.each([
    ['', M.passwordRequired],
    ['Ab1!', M.passwordTooShort],
    ['Abcdefgh12345678!', M.passwordTooLong],
    ['ABCDEFG1!', M.passwordNeedsLowercase],
    ['abcdefg1!', M.passwordNeedsUppercase],
    ['Abcdefgh!', M.passwordNeedsDigit],
    ['Abcdefgh1', M.passwordNeedsSpecial],
  ])('%j → %s', (value, message) => {
    expect(messages(PasswordSchema, value)).toContain(message);
  });

  it('accepts a password with all four classes, 8–16 characters', () => {
    expect(messages(PasswordSchema, 'Spring#2nd')).toEqual([]);
  });

  it('the live checklist agrees with the schema', () => {
    for (const value of ['Spring#2nd', 'spring', 'SPRING#22', 'Sp#2', 'Springtime2026!!x']) {
      const allRulesPass = PASSWORD_RULES.every((rule) => rule.test(value));
      expect(allRulesPass).toBe(PasswordSchema.safeParse(value).success);
    }
  });

  it.each(['Password1!', 'P@ssw0rd1!', 'Qwer1234!', 'Qwerty12#', 'Dasibom!23', 'Abcd1234!'])(
    'refuses the common variant %s',
    (value) => {
      expect(PasswordSchema.safeParse(value).success).toBe(true); // passes composition…
      expect(passwordPolicyProblem(value)).toBe(M.passwordCommon); // …but not the blocklist
    },
  );

  it('refuses a password containing the login ID or nickname', () => {
    expect(passwordPolicyProblem('Myhome77!x', { loginId: 'myhome' })).toBe(M.passwordContainsIdentity);
    expect(passwordPolicyProblem('Bomnal#2026', { nickname: 'bomnal' })).toBe(M.passwordContainsIdentity);
    expect(passwordPolicyProblem('Spring#2nd', { loginId: 'dream2026', nickname: '봄날' })).toBeNull();
  });

  it('the change form needs the confirmation to match', () => {
    const base = { currentPassword: 'Old#pass1', newPassword: 'Spring#2nd' };
    expect(messages(ChangePasswordRequestSchema, { ...base, newPasswordCheck: 'Spring#2nD' })).toContain(
      M.passwordsDiffer,
    );
    expect(messages(ChangePasswordRequestSchema, { ...base, newPasswordCheck: 'Spring#2nd' })).toEqual([]);
  });
});

describe('nickname', () => {
  it.each([
    ['', M.nicknameRequired],
    ['봄', M.nicknameLength],
    ['다시봄다시봄다시봄', M.nicknameLength],
    ['봄날!', M.noSpecialCharacters],
  ])('%j → %s', (value, message) => {
    expect(messages(NicknameSchema, value)).toContain(message);
  });

  it('accepts Korean, English and digits, 2–8', () => {
    for (const value of ['봄날', 'Bom2', '다시봄123']) expect(messages(NicknameSchema, value)).toEqual([]);
    expect(messages(CheckNicknameQuerySchema, { nickname: '봄날' })).toEqual([]);
  });
});

describe('birth date', () => {
  it('formats typed digits as YYYY / MM / DD and stores YYYY/MM/DD at 8 digits', () => {
    expect(formatBirthDateDigits('1962')).toBe('1962');
    expect(formatBirthDateDigits('196203')).toBe('1962 / 03');
    expect(formatBirthDateDigits('19620315')).toBe('1962 / 03 / 15');
    expect(formatBirthDateDigits('19620315').length).toBe(14);
    expect(formatBirthDateDigits('1962a0315999')).toBe('1962 / 03 / 15');
    expect(birthDateFromDigits('1962031')).toBeNull();
    expect(birthDateFromDigits('19620315')).toBe('1962/03/15');
  });

  it('needs the YYYY/MM/DD format and a real date from 1930 to today', () => {
    expect(messages(BirthDateSchema, '1962-03-15')).toContain(M.birthDateFormat);
    expect(messages(BirthDateSchema, '1962/02/30')).toContain(M.birthDateInvalid);
    expect(messages(BirthDateSchema, '1929/12/31')).toContain(M.birthDateInvalid);
    expect(messages(BirthDateSchema, '1930/01/01')).toEqual([]);
    expect(isPlausibleBirthDate('2030/01/01', new Date('2026-11-22'))).toBe(false);
  });
});

describe('e-mail and code', () => {
  it('e-mail: required, valid format, lower-cased', () => {
    expect(messages(EmailSchema, '')).toContain(M.emailRequired);
    expect(messages(EmailSchema, 'not-an-email')).toContain(M.emailFormat);
    expect(EmailSchema.parse(' Kim.Mija@Example.COM ')).toBe('kim.mija@example.com');
  });

  it('code: required and exactly 6 digits', () => {
    expect(messages(VerificationCodeSchema, '')).toContain(M.codeRequired);
    expect(messages(VerificationCodeSchema, '12345')).toContain(M.codeLength);
    expect(messages(VerificationCodeSchema, '12345a')).toContain(M.codeLength);
    expect(messages(VerificationCodeSchema, '123456')).toEqual([]);
  });

  it('a code request words a malformed address as the spec does on the screen that asked for it', () => {
    const problem = (type: string, email: string) =>
      messages(SendVerificationRequestSchema, { email, type, loginId: 'walker1' });
    expect(problem('FIND_ID', 'abc')).toEqual([M.findIdEmailFormat]);
    expect(M.findIdEmailFormat).toContain('다시 입력해주세요');
    expect(problem('FIND_PASSWORD', 'abc')).toEqual([M.findPasswordEmailFormat]);
    expect(problem('SIGN_UP', 'abc')).toEqual([M.emailFormat]);
    expect(problem('FIND_ID', ' ')).toEqual([M.emailRequired]);
    expect(SendVerificationRequestSchema.parse({ email: ' Kim@Example.COM ', type: 'FIND_ID' }).email).toBe(
      'kim@example.com',
    );
  });

  it('a password-recovery code request needs the login ID', () => {
    expect(messages(SendVerificationRequestSchema, { email: 'a@b.kr', type: 'FIND_PASSWORD' })).toContain(
      M.loginIdRequired,
    );
    expect(messages(SendVerificationRequestSchema, { email: 'a@b.kr', type: 'FIND_ID' })).toEqual([]);
    expect(messages(SendVerificationRequestSchema, { email: 'a@b.kr', type: 'OTHER' })).not.toEqual([]);
  });
});

describe('login and sign-up payloads', () => {
  it('login only requires both fields', () => {
    expect(messages(LoginRequestSchema, { loginId: '', password: '' })).toEqual([
      M.loginIdRequired,
      M.passwordRequired,
    ]);
  });

  it('sign-up re-checks every rule, with gender and residence required', () => {
    const valid = {
      loginId: 'dream2026',
      password: 'Spring#2nd',
      email: 'mija@example.com',
      nickName: '봄날',
      birthDate: '1962/03/15',
      gender: 'FEMALE',
      regionCode: 101010,
    };
    expect(messages(SignUpRequestSchema, valid)).toEqual([]);
    expect(messages(SignUpRequestSchema, { ...valid, gender: undefined })).toContain(M.genderRequired);
    expect(messages(SignUpRequestSchema, { ...valid, regionCode: null })).toContain(M.regionRequired);
  });
});
