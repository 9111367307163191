import { TextField, type TextFieldProps } from '../ui/text-field.tsx';

type FieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** The e-mail field of every account form: e-mail keyboard, no auto-capitalising or spell-check, RFC length cap. */
export function EmailField(props: FieldProps) {
  return (
    <TextField
      label="이메일"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={254}
      isRequired
      {...props}
    />
  );
}

/** The login-ID field: a username for password managers, no auto-capitalising or spell-check, 20 characters. */
export function LoginIdField(props: FieldProps) {
  return (
    <TextField
      label="아이디"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={20}
      isRequired
      {...props}
    />
  );
}
