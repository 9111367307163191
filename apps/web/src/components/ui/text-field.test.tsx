import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextArea, TextField } from './text-field.tsx';

describe('TextField', () => {
  it('ties the label, the description and the error to the input', () => {
    render(<TextField label="이메일" description="로그인할 때 써요" errorMessage="이메일 형식이 아니에요" />);
    const input = screen.getByRole('textbox', { name: '이메일' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('이메일 형식이 아니에요 로그인할 때 써요');
  });

  it('is valid and only described by its help text without an error', () => {
    render(<TextField label="닉네임" description="2~10자" isRequired />);
    const input = screen.getByRole('textbox', { name: '닉네임 (필수)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('2~10자');
  });

  it('shows and hides the password with a pressed-state button', async () => {
    const user = userEvent.setup();
    render(<TextField label="비밀번호" type="password" defaultValue="secret1!" />);
    const input = screen.getByLabelText('비밀번호');
    expect(input).toHaveAttribute('type', 'password');

    const toggle = screen.getByRole('button', { name: '비밀번호 보기' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: '비밀번호 숨기기' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows a clear button only while there is text, and clearing a controlled field calls onChange', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="검색어"
          isClearable
          value={value}
          onChange={(event) => {
            changes.push(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.queryByRole('button', { name: '입력 지우기' })).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: '검색어' });
    await user.type(input, '요양');
    expect(input).toHaveValue('요양');

    await user.click(screen.getByRole('button', { name: '입력 지우기' }));
    expect(input).toHaveValue('');
    expect(changes.at(-1)).toBe('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: '입력 지우기' })).not.toBeInTheDocument();
  });

  it('works with react-hook-form register(): default values, typing, clearing and focus on error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ nickname: string }>({
        defaultValues: { nickname: '봄날' },
      });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <TextField
            label="닉네임"
            isClearable
            errorMessage={formState.errors.nickname?.message}
            {...register('nickname', { required: '닉네임을 입력해 주세요' })}
          />
          <button type="submit">저장</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: '닉네임' });
    expect(input).toHaveValue('봄날');

    await user.click(screen.getByRole('button', { name: '입력 지우기' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('닉네임을 입력해 주세요')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();

    await user.type(input, '새봄');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).toHaveBeenCalledWith({ nickname: '새봄' });
  });
});

describe('TextArea', () => {
  it('counts characters against maxLength and describes the field with the count', async () => {
    const user = userEvent.setup();
    render(<TextArea label="메모" maxLength={5000} showCount />);
    const textarea = screen.getByRole('textbox', { name: '메모' });
    expect(screen.getByText(/0 \/ 5000/)).toBeInTheDocument();
    await user.type(textarea, '자격증 공부');
    expect(screen.getByText(/6 \/ 5000/)).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('글자 수 6 / 5000');
  });
});
