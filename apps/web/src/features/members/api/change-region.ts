import { type ChangeRegionRequestInput, ChangeRegionResponseSchema } from '@dasibom/contract';
import { apiPut } from '../../../lib/api-client.ts';
import { useMemberWrite } from './member-write.ts';

/** PUT /v1/member/region { newRegionCode } → `{ regionCode, regionName }`. */
export function changeRegion(newRegionCode: number) {
  return apiPut('/v1/member/region', ChangeRegionResponseSchema, {
    newRegionCode,
  } satisfies ChangeRegionRequestInput);
}

export function useChangeRegion() {
  return useMemberWrite(changeRegion, ({ regionCode, regionName }) => ({
    user: { regionName },
    info: { regionCode, regionName },
  }));
}
