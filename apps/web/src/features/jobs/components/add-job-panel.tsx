import { Check, ListChecks, LogIn, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { returnToState } from '../../../lib/navigation.ts';

export const ADD_JOB_VISITOR_TEXT = '로그인 후 이용 가능한 기능이에요.';
export const ADD_JOB_ALREADY_TEXT = '이미 내 할일에 담은 직업이에요.';

export type AddJobPanelProps = {
  isLoggedIn: boolean;
  /** Where the login screen sends the visitor back to (this page). */
  returnTo: string;
  onAdd: () => void;
  isPending: boolean;
  /** The member chose this job before: say so and point at the plan instead of offering a button that fails. */
  isAlreadyAdded?: boolean;
};

/** The button shown disabled, the reason next to it (tied by aria-describedby), and the way on. */
function UnavailableAdd({
  icon,
  reason,
  way,
  takesFocus = false,
}: {
  icon: ReactNode;
  reason: string;
  way: ReactNode;
  /** Replacing the button the reader just pressed: the way on gets the focus that would fall to <body>. */
  takesFocus?: boolean;
}) {
  const reasonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this replaces the button, on mount
  useEffect(() => {
    if (!takesFocus) return;
    // The dialog that covered the button leaves the page in the same task; React Aria's own attempt to restore the
    // focus runs a frame later and finds the button gone. This frame comes first; a focus the reader moved stays.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body)
        rootRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={rootRef} className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <PlainButton size="lg" disabled aria-describedby={reasonId} icon={icon}>
        내 할일에 추가
      </PlainButton>
      <p id={reasonId} className="text-base font-semibold text-ink-muted">
        {reason}
      </p>
      {way}
    </div>
  );
}

/**
 * 내 할일에 추가. Visitors see the button disabled, why, and a way to log in that comes back here; members who chose
 * the job already see why and the way to their plan. The call itself is wired by the page (it belongs to the to-dos
 * feature). Native buttons: the detail page loads no react-aria until a dialog opens (ADR 012).
 */
export function AddJobPanel({ isLoggedIn, returnTo, onAdd, isPending, isAlreadyAdded }: AddJobPanelProps) {
  // Set by a press of the button: its dialog closes onto a page where the button is gone (the job is added). Not by
  // the list arriving after the first paint, which must leave the focus where it is.
  const wasPressed = useRef(false);
  if (!isLoggedIn) {
    return (
      <UnavailableAdd
        icon={<Plus aria-hidden="true" className="size-5 shrink-0" />}
        reason={ADD_JOB_VISITOR_TEXT}
        way={
          <LinkButton
            href="/login"
            variant="secondary"
            routerOptions={{ state: returnToState(returnTo) }}
            icon={<LogIn aria-hidden="true" className="size-5 shrink-0" />}
          >
            로그인
          </LinkButton>
        }
      />
    );
  }
  if (isAlreadyAdded) {
    return (
      <UnavailableAdd
        icon={<Check aria-hidden="true" className="size-5 shrink-0" />}
        reason={ADD_JOB_ALREADY_TEXT}
        takesFocus={wasPressed.current}
        way={
          <LinkButton
            href="/mytodo"
            variant="secondary"
            icon={<ListChecks aria-hidden="true" className="size-5 shrink-0" />}
          >
            내 할일 보기
          </LinkButton>
        }
      />
    );
  }
  return (
    <PlainButton
      size="lg"
      onClick={() => {
        wasPressed.current = true;
        onAdd();
      }}
      isPending={isPending}
      pendingLabel="내 할일에 담는 중"
      icon={<Plus aria-hidden="true" className="size-5 shrink-0" />}
      className="self-start"
    >
      내 할일에 추가
    </PlainButton>
  );
}
