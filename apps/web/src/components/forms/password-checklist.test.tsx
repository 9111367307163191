import { AUTH_MESSAGES } from '@dasibom/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

function rules() {
  return within(screen.getByText('비밀번호 조건').parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

function Harness() {
  const { register, watch, formState } = useForm({ defaultValues: { password: '', passwordConfirm: '' } });
  return <NewPasswordFields form={{ register, watch, formState }} identity={{}} />;
}

describe('PasswordChecklist', () => {
  it('shows every rule before typing, each marked 미충족 in words (not colour alone)', () => {
    render(<PasswordChecklist id="rules" password="" />);
    expect(rules()).toEqual([
      '8~16자, 미충족',
      '영문 소문자 포함, 미충족',
      '영문 대문자 포함, 미충족',
      '숫자 포함, 미충족',
      '특수문자 포함, 미충족',
    ]);
  });

  it('ticks rules live while typing and is read with the password field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const password = screen.getByLabelText(/^비밀번호\s*\(필수\)$/);
    expect(password).toHaveAccessibleDescription(expect.stringMatching(/비밀번호 조건 8~16자\s*, 미충족/));

    await user.type(password, 'spring');
    expect(rules()).toEqual([
      '8~16자, 미충족',
      '영문 소문자 포함, 충족',
      '영문 대문자 포함, 미충족',
      '숫자 포함, 미충족',
      '특수문자 포함, 미충족',
    ]);
    await user.type(password, 'S1!xy');
    expect(rules().every((rule) => rule?.endsWith(', 충족'))).toBe(true);
  });

  it('adds the blocklist message once the composition rules pass', () => {
    const { rerender } = render(
      <PasswordChecklist id="rules" password="Password1!" policyProblem={AUTH_MESSAGES.passwordCommon} />,
    );
    expect(screen.getByText(AUTH_MESSAGES.passwordCommon)).toBeInTheDocument();
    rerender(<PasswordChecklist id="rules" password="pass" policyProblem={AUTH_MESSAGES.passwordCommon} />);
    expect(screen.queryByText(AUTH_MESSAGES.passwordCommon)).not.toBeInTheDocument();
  });

  it('confirmation: announces a match, and a mismatch once it is as long as the password', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText(/^비밀번호\s*\(필수\)$/), 'Spring!2026');
    const confirm = screen.getByLabelText(/^비밀번호 확인/);
    await user.type(confirm, 'Spr');
    expect(screen.queryByText(AUTH_MESSAGES.passwordsDiffer)).not.toBeInTheDocument();
    await user.type(confirm, 'ing!2025');
    expect(screen.getByText(AUTH_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await user.clear(confirm);
    await user.type(confirm, 'Spring!2026');
    expect(screen.queryByText(AUTH_MESSAGES.passwordsDiffer)).not.toBeInTheDocument();
    const status = screen.getByText(AUTH_MESSAGES.passwordsMatch);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(confirm).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsMatch);
  });
});
