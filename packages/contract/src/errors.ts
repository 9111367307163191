/**
 * The closed list of error codes. Every error the API returns uses one of these; the server maps a code to its
 * HTTP status and default Korean message here, and the web can switch on the same codes.
 */
export const ERRORS = {
  VALIDATION: { status: 400, message: '입력한 내용을 다시 확인해 주세요.' },
  BAD_REQUEST: { status: 400, message: '요청을 처리할 수 없어요. 입력한 내용을 확인해 주세요.' },
  AUTH_REQUIRED: { status: 401, message: '인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.' },
  AUTH_EXPIRED: { status: 401, message: '로그인이 만료되었어요. 다시 로그인해 주세요.' },
  AUTH_INVALID: { status: 401, message: '로그인 정보가 올바르지 않아요. 다시 로그인해 주세요.' },
  LOGIN_FAILED: { status: 401, message: '아이디 또는 비밀번호가 일치하지 않습니다.' },
  LOGIN_THROTTLED: { status: 429, message: '로그인 시도가 너무 많아요. 잠시 후 다시 시도해 주세요.' },
  FORBIDDEN: { status: 403, message: '이 기능을 사용할 권한이 없어요.' },
  NOT_FOUND: { status: 404, message: '요청한 내용을 찾을 수 없어요.' },
  ROUTE_NOT_FOUND: { status: 404, message: '요청한 주소를 찾을 수 없어요.' },
  METHOD_NOT_ALLOWED: { status: 405, message: '지원하지 않는 요청 방식이에요.' },
  // The data changed under the request (e.g. the member or job it refers to was just removed): a retry after a
  // reload usually works, so the message says so instead of blaming the reader.
  CONFLICT: {
    status: 409,
    message: '요청하신 내용이 방금 바뀌었어요. 화면을 새로고침한 뒤 다시 시도해 주세요.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: '보내신 내용이 너무 커요.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 형식이에요.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.' },
  INTERNAL: { status: 500, message: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.' },
  SERVICE_UNAVAILABLE: { status: 503, message: '서비스가 잠시 불안정해요. 잠시 후 다시 시도해 주세요.' },
  MAIL_UNAVAILABLE: { status: 503, message: '메일을 보내지 못했어요. 잠시 후 다시 시도해 주세요.' },
  // accounts
  CODE_RESEND_TOO_SOON: { status: 429, message: '인증번호는 잠시 후에 다시 받을 수 있어요.' },
  CODE_SEND_LIMIT: { status: 429, message: '인증번호 요청이 너무 많아요. 잠시 후 다시 시도해 주세요.' },
  CODE_MISMATCH: { status: 400, message: '인증번호가 일치하지 않습니다.' },
  CODE_EXPIRED: { status: 400, message: '인증번호가 만료되었어요. 인증번호를 다시 받아 주세요.' },
  CODE_ATTEMPTS_EXCEEDED: {
    status: 400,
    message: '인증번호를 여러 번 잘못 입력했어요. 인증번호를 다시 받아 주세요.',
  },
  EMAIL_NOT_VERIFIED: { status: 400, message: '이메일 인증을 먼저 완료해 주세요.' },
  RESET_NOT_VERIFIED: { status: 400, message: '이메일 인증을 먼저 완료해 주세요.' },
  LOGIN_ID_TAKEN: { status: 409, message: '이미 사용중인 아이디입니다.' },
  NICKNAME_TAKEN: { status: 409, message: '이미 사용중인 닉네임입니다.' },
  EMAIL_TAKEN: { status: 409, message: '이미 가입된 이메일입니다.' },
  PASSWORD_MISMATCH: { status: 400, message: '현재 비밀번호가 일치하지 않습니다.' },
  PASSWORD_THROTTLED: {
    status: 429,
    message: '비밀번호를 여러 번 잘못 입력했어요. 잠시 후 다시 시도해 주세요.',
  },
  MEMBER_NOT_FOUND: { status: 404, message: '회원 정보를 찾을 수 없어요.' },
  REGION_NOT_FOUND: { status: 404, message: '존재하지 않는 지역입니다.' },
  PROFILE_IMAGE_NOT_FOUND: { status: 404, message: '등록된 프로필 이미지가 없어요.' },
  INVALID_IMAGE: { status: 400, message: 'JPG, PNG, WEBP 형식의 5MB 이하 이미지만 올릴 수 있어요.' },
  // jobs
  JOB_NOT_FOUND: { status: 404, message: '존재하지 않는 직업입니다.' },
  JOB_ALREADY_ADDED: { status: 409, message: '이미 담은 직업입니다.' },
  // recruit, training, scraps
  POSTING_NOT_FOUND: { status: 404, message: '존재하지 않는 채용 공고입니다.' },
  COURSE_NOT_FOUND: { status: 404, message: '존재하지 않는 훈련과정입니다.' },
  ALREADY_SCRAPPED: { status: 409, message: '이미 스크랩했어요.' },
  SCRAP_LIMIT: { status: 400, message: '스크랩은 100개까지 할 수 있어요.' },
  SCRAP_NOT_FOUND: { status: 404, message: '스크랩을 찾을 수 없어요.' },
  // to-dos
  TODO_GROUP_NOT_FOUND: { status: 404, message: '할일 목록을 찾을 수 없어요.' },
  TODO_NOT_FOUND: { status: 404, message: '투두 데이터를 찾을 수 없습니다.' },
  TODO_MEMO_NOT_PUBLIC: { status: 403, message: '공개되지 않은 투두 메모입니다.' },
  TODO_RESTORE_EXPIRED: { status: 404, message: '삭제한 지 10분이 지나 되돌릴 수 없어요.' },
  // reminders
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    message: '알림 끄기 링크가 올바르지 않거나 기간이 지났어요. 마이페이지에서 알림 메일을 꺼 주세요.',
  },
  // calendar feed
  CALENDAR_FEED_NOT_FOUND: {
    status: 404,
    message:
      '달력 주소를 찾을 수 없어요. 연결을 끊었거나 비밀번호를 바꿨다면 마이페이지에서 새 주소를 만들어 주세요.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
