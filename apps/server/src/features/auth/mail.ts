import type { VerificationType } from '@dasibom/contract';
import type { MailMessage } from '../../platform/mailer.ts';

/**
 * The account mails: Korean, plain and large (the audience is in their 50s and 60s). Each has an HTML part with
 * 20px+ text and a plain-text part. Bodies carry codes, so they are never logged.
 */
const PURPOSE: Record<VerificationType, string> = {
  SIGN_UP: '회원가입',
  FIND_ID: '아이디 찾기',
  FIND_PASSWORD: '비밀번호 재설정',
};

/** The purpose with its object particle, written out rather than "을(를)". */
const PURPOSE_OBJECT: Record<VerificationType, string> = {
  SIGN_UP: '회원가입을',
  FIND_ID: '아이디 찾기를',
  FIND_PASSWORD: '비밀번호 재설정을',
};

const IGNORE_LINE = '본인이 요청하지 않았다면 이 메일을 무시하세요.';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;font-size:20px;line-height:1.6">
<div style="max-width:560px;margin:0 auto">
<h1 style="font-size:26px;margin:0 0 16px">다시봄 ${escapeHtml(title)}</h1>
${body}
<p style="font-size:20px;color:#444444;margin-top:32px">${IGNORE_LINE}</p>
</div></body></html>`;
}

/** The code mail: what it is for, the code in big digits, and that it expires in 3분. */
export function codeMail(to: string, type: VerificationType, code: string): MailMessage {
  const purpose = PURPOSE[type];
  const subject = `[다시봄] ${purpose} 인증번호를 보내드려요`;
  const text = [
    `다시봄 ${purpose} 인증번호입니다.`,
    '',
    `인증번호: ${code}`,
    '',
    '이 인증번호는 3분 동안만 쓸 수 있어요. 화면에 인증번호 6자리를 입력해 주세요.',
    '',
    IGNORE_LINE,
  ].join('\n');
  const html = layout(
    `${purpose} 인증번호`,
    `<p style="font-size:20px;margin:0 0 12px">${PURPOSE_OBJECT[type]} 위한 인증번호입니다. 화면에 아래 6자리를 입력해 주세요.</p>
<p style="font-size:44px;font-weight:700;letter-spacing:10px;margin:16px 0;padding:16px 20px;background:#f3f6f2;border-radius:12px;text-align:center">${escapeHtml(code)}</p>
<p style="font-size:20px;margin:0">이 인증번호는 <strong>3분</strong> 동안만 쓸 수 있어요.</p>`,
  );
  return { to, subject, text, html };
}

/** SIGN_UP for an address that already has an account: say so and point to 아이디 찾기 — never a code. */
export function accountExistsMail(to: string, publicUrl: string): MailMessage {
  const link = `${publicUrl.replace(/\/+$/, '')}/findid`;
  const subject = '[다시봄] 이미 가입된 이메일이에요';
  const text = [
    '이 이메일 주소로 다시봄 회원가입 인증을 요청하셨어요.',
    '',
    '이 주소로는 이미 가입한 계정이 있어요. 새로 가입하지 않고 그 계정으로 로그인하시면 돼요.',
    `아이디가 기억나지 않으면 아이디 찾기에서 확인해 주세요: ${link}`,
    '',
    IGNORE_LINE,
  ].join('\n');
  const html = layout(
    '회원가입 안내',
    `<p style="font-size:20px;margin:0 0 12px">이 이메일 주소로 다시봄 회원가입 인증을 요청하셨어요.</p>
<p style="font-size:20px;margin:0 0 12px">이 주소로는 <strong>이미 가입한 계정</strong>이 있어요. 새로 가입하지 않고 그 계정으로 로그인하시면 돼요.</p>
<p style="font-size:20px;margin:0"><a href="${escapeHtml(link)}" style="font-size:22px;color:#1f5f3a">아이디 찾기</a>에서 아이디를 확인할 수 있어요.</p>`,
  );
  return { to, subject, text, html };
}
