import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { showConfirm } from '../stores/alert-store.ts';

export const LEAVE_MESSAGE = '저장하지 않은 내용이 있어요. 이 화면을 나가면 적은 내용이 사라져요. 나갈까요?';

type PushLike = (...args: unknown[]) => void;
type Patchable = { push: PushLike; replace: PushLike };

/**
 * "Unsaved changes ask before leaving" for a form screen. The app runs react-router in declarative mode (ADR 012),
 * which has no blocker: while `when` holds, the router's navigator is wrapped so every in-app navigation (links, the
 * top bar, `navigate()`) first asks in our confirm dialog (머무르기 focused), and the browser asks before a reload or
 * closing the tab. The browser's own back button is not asked about (the declarative router cannot stop it).
 * `release()` lifts the guard at once, for the screen's own navigation after a successful save.
 */
export function useLeaveGuard(when: boolean, message = LEAVE_MESSAGE) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const releaseRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!when) return;
    const target = navigator as unknown as Patchable;
    const original = { push: target.push, replace: target.replace };
    let isAsking = false;
    const guarded =
      (go: PushLike): PushLike =>
      (...args) => {
        if (isAsking) return;
        isAsking = true;
        void showConfirm(message, {
          title: '화면 나가기',
          confirmLabel: '나가기',
          cancelLabel: '머무르기',
          destructive: true,
        }).then((isSure) => {
          isAsking = false;
          if (!isSure) return;
          release();
          go.apply(target, args);
        });
      };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their dialog.
      event.returnValue = '';
    };
    let isReleased = false;
    function release() {
      if (isReleased) return;
      isReleased = true;
      target.push = original.push;
      target.replace = original.replace;
      window.removeEventListener('beforeunload', onBeforeUnload);
    }
    target.push = guarded(original.push);
    target.replace = guarded(original.replace);
    window.addEventListener('beforeunload', onBeforeUnload);
    releaseRef.current = release;
    return release;
  }, [when, navigator, message]);

  return useCallback(() => releaseRef.current(), []);
}
