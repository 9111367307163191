import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { type FocusEvent, useLayoutEffect, useRef } from 'react';
import {
  dismissToast,
  pauseToasts,
  resumeToasts,
  type ToastItem,
  type ToastTone,
  useToastStore,
} from '../../stores/toast-store.ts';
import { cx } from './cx.ts';
import { PlainButton } from './plain-button.tsx';

const TONES: Record<ToastTone, { box: string; icon: string; Icon: typeof Info; label: string }> = {
  info: { box: 'border-primary bg-white', icon: 'text-primary', Icon: Info, label: '알림' },
  success: { box: 'border-success bg-success-tint', icon: 'text-success', Icon: CircleCheck, label: '완료' },
  error: { box: 'border-danger bg-danger-tint', icon: 'text-danger', Icon: CircleAlert, label: '오류' },
};

function ToastCard({ item, onClose }: { item: ToastItem; onClose: (id: string) => void }) {
  const tone = TONES[item.tone];
  return (
    <li
      data-toast-id={item.id}
      className={cx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-card border-2 py-2 ps-4 pe-2 text-ink shadow-lg',
        tone.box,
      )}
    >
      <tone.Icon aria-hidden="true" className={cx('mt-2.5 size-6 shrink-0', tone.icon)} />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2 py-2">
        <p className="text-base font-medium leading-normal">
          {item.tone === 'info' ? null : <span className="sr-only">{tone.label}: </span>}
          {item.message}
        </p>
        {item.action && (
          <PlainButton
            variant="secondary"
            onClick={() => {
              item.action?.onAction();
              onClose(item.id);
            }}
          >
            {item.action.label}
          </PlainButton>
        )}
      </div>
      <button
        type="button"
        aria-label="알림 닫기"
        onClick={() => onClose(item.id)}
        className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-ink-muted hover:bg-black/5 hover:text-ink"
      >
        <X aria-hidden="true" className="size-6" />
      </button>
    </li>
  );
}

/**
 * Mount once near the root. A polite live region that is always in the page (so additions are announced),
 * bottom-centre on phones and bottom-right on wider screens, 6rem above the bottom so it clears the quick-add
 * button. Hovering or focusing any toast pauses all countdowns. Never printed: a toast is about the screen, not
 * the page (issue 27: it landed on the printed plan).
 */
export function ToastHost() {
  const toasts = useToastStore((state) => state.toasts);
  const listRef = useRef<HTMLOListElement>(null);
  const isHovered = useRef(false);
  const isFocused = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const usedPointer = useRef(false);

  const update = () => {
    if (isHovered.current || isFocused.current) pauseToasts();
    else resumeToasts();
  };

  // A focused toast that disappears (closed, undone, pushed out) would drop focus on <body>. Keyboard users go on
  // to the next toast's close button; otherwise focus returns where it came from and the countdowns run again
  // (a pointer user would otherwise leave every other toast paused forever).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (toasts.length === 0) isHovered.current = false;
    if (isFocused.current && !list?.contains(document.activeElement)) {
      const nextClose = list?.querySelector<HTMLElement>('button[aria-label="알림 닫기"]');
      if (nextClose && !usedPointer.current) {
        nextClose.focus();
        return;
      }
      isFocused.current = false;
      if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
      returnFocusTo.current = null;
    }
    update();
  });

  const handleFocus = (event: FocusEvent<HTMLOListElement>) => {
    if (!isFocused.current) {
      const from = event.relatedTarget;
      returnFocusTo.current = from instanceof HTMLElement && !listRef.current?.contains(from) ? from : null;
    }
    isFocused.current = true;
    update();
  };
  const handleBlur = (event: FocusEvent<HTMLOListElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && listRef.current?.contains(to)) return;
    // Focus leaving to nowhere happens when the focused toast is removed; the layout effect above handles it.
    if (to === null && event.target instanceof Node && !event.target.isConnected) return;
    isFocused.current = false;
    returnFocusTo.current = null;
    update();
  };

  return (
    <div
      role="status"
      aria-live="polite"
      aria-relevant="additions text"
      aria-label="알림"
      // Below modal dialogs (z-40 < z-50) so a toast never covers a dialog's buttons, but marked as react-aria's
      // top layer so an open modal does not aria-hide it: new toasts are still announced.
      data-react-aria-top-layer="true"
      className="pointer-events-none fixed inset-x-3 bottom-24 z-40 flex justify-center min-[30rem]:inset-x-auto min-[30rem]:right-6 min-[30rem]:w-[26rem] min-[30rem]:justify-end print:hidden"
    >
      <ol
        ref={listRef}
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          isHovered.current = true;
          update();
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'touch') return;
          isHovered.current = false;
          update();
        }}
        onPointerDown={() => {
          usedPointer.current = true;
        }}
        onKeyDown={() => {
          usedPointer.current = false;
        }}
        onFocus={handleFocus}
        onBlur={handleBlur}
        className="flex w-full max-w-[26rem] flex-col gap-3"
      >
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} onClose={dismissToast} />
        ))}
      </ol>
    </div>
  );
}
