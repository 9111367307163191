import type { MemberInfo, TextSizeId } from '@dasibom/contract';
import { TEXT_SIZES } from '@dasibom/contract/plain';
import { useSessionStore } from '../../stores/session-store.ts';
import { useTextSizeStore } from '../../stores/text-size-store.ts';
import { saveTextSizeQuietly } from './api/change-text-size.ts';

/** The top bar reads the session store: keep its nickname, region and picture in step with the server. */
export function syncSessionWithMemberInfo(info: MemberInfo): void {
  const { user, isLoggedIn } = useSessionStore.getState();
  if (!isLoggedIn) return;
  if (
    user?.nickname === info.nickname &&
    user?.regionName === info.regionName &&
    user?.userImage === info.profileImage
  ) {
    return;
  }
  useSessionStore.getState().updateUser({
    nickname: info.nickname,
    regionName: info.regionName,
    userImage: info.profileImage,
  });
}

const scaleOf = (id: TextSizeId) => TEXT_SIZES.find((size) => size.id === id)?.scale ?? 1;

/**
 * After login: the account's text size applies on this device — unless this device is already set larger (someone
 * who enlarged the text before logging in must not see it shrink), in which case the account learns the larger one.
 */
export function applyAccountTextSize(accountTextSize: TextSizeId): void {
  const local = useTextSizeStore.getState().textSize;
  if (local === accountTextSize) return;
  if (scaleOf(local) > scaleOf(accountTextSize)) {
    saveTextSizeQuietly(local);
    return;
  }
  useTextSizeStore.getState().setTextSize(accountTextSize);
}
