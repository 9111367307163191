import { type ChangeNicknameRequestInput, ChangeNicknameResponseSchema } from '@dasibom/contract';
import { apiPut } from '../../../lib/api-client.ts';
import { useMemberWrite } from './member-write.ts';

/** PUT /v1/member/nickname { newNickName }. Taken → 409 NICKNAME_TAKEN. */
export function changeNickname(newNickName: string) {
  return apiPut('/v1/member/nickname', ChangeNicknameResponseSchema, {
    newNickName,
  } satisfies ChangeNicknameRequestInput);
}

/** On success the top bar ("{nickname}님") and the cached member info follow at once. */
export function useChangeNickname() {
  return useMemberWrite(changeNickname, ({ nickname }) => ({ user: { nickname }, info: { nickname } }));
}
