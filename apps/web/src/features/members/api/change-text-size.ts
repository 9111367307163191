import type { ChangeTextSizeRequestInput, TextSizeId } from '@dasibom/contract';
import { apiPut, lazySchema } from '../../../lib/api-client.ts';

const changeTextSizeResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.ChangeTextSizeResponseSchema),
);

/** PUT /v1/member/text-size { textSize }: remembers the text size on the account (PRODUCT.md 2). */
export function changeTextSize(textSize: TextSizeId) {
  return apiPut('/v1/member/text-size', changeTextSizeResponseSchema, {
    textSize,
  } satisfies ChangeTextSizeRequestInput);
}

/** Fire and forget: the size already applies on this device; a failed save must not bother anyone. */
export function saveTextSizeQuietly(textSize: TextSizeId): void {
  changeTextSize(textSize).catch(() => {});
}
