/**
 * The toast for a visitor sent home from a member-only page. Its own module, not in `AUTH_MESSAGES`: the web's first
 * page shows it (the route guard) but has no use for the other auth messages, which load with the screens that show
 * them (web ADR 012).
 */
export const LOGIN_REQUIRED_MESSAGE = '로그인 후 이용 가능한 기능입니다.';
