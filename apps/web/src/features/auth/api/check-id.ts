import { type CheckIdQueryInput, DuplicatedResponseSchema } from '@dasibom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /v1/member/auth/check-id?loginId=: `{ duplicated }`. Run on the person's request (중복 확인), never cached. */
export async function checkId(loginId: string): Promise<boolean> {
  const { duplicated } = await apiGet(
    '/v1/member/auth/check-id',
    DuplicatedResponseSchema,
    { loginId } satisfies CheckIdQueryInput,
    { auth: false },
  );
  return duplicated;
}

export function useCheckId() {
  return useMutation({ mutationFn: checkId });
}
