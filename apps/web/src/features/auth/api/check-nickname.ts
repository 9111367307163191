import { type CheckNicknameQueryInput, DuplicatedResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /v1/member/auth/check-nickname?nickname=: `{ duplicated }`. Run on the person's request, never cached. */
export async function checkNickname(nickname: string): Promise<boolean> {
  const { duplicated } = await apiGet(
    '/v1/member/auth/check-nickname',
    DuplicatedResponseSchema,
    { nickname } satisfies CheckNicknameQueryInput,
    { auth: false },
  );
  return duplicated;
}

export function useCheckNickname() {
  return useMutation({ mutationFn: checkNickname });
}
