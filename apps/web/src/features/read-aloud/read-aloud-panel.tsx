import { ChevronRight, Pause, Play, RotateCcw, X } from 'lucide-react';
import { type RefObject, useId, useRef } from 'react';
import { cx } from '../../components/ui/cx.ts';
import {
  isReadAloudRateId,
  READ_ALOUD_RATES,
  speechRateOf,
  useReadAloudRateStore,
} from '../../stores/read-aloud-rate-store.ts';
import {
  type Phase,
  useEscapeKey,
  useLeavingPage,
  usePanelFocus,
  useReadingSession,
  useReservedSpace,
} from './read-aloud-panel-effects.ts';
import type { ReadAloudSession, ReadAloudSnapshot } from './read-aloud-session.ts';

export const NO_KOREAN_VOICE_TEXT = '이 브라우저에는 한국어 음성이 없어 읽어 드릴 수 없어요.';
export const NO_SPEECH_TEXT = '이 브라우저는 소리 내어 읽기를 지원하지 않아 읽어 드릴 수 없어요.';
export const NOTHING_TO_READ_TEXT = '이 화면에는 읽을 내용이 없어요.';

const PHASE_TEXT: Record<Exclude<Phase, 'reading'>, string> = {
  preparing: '읽을 준비를 하고 있어요.',
  unsupported: NO_SPEECH_TEXT,
  'no-voice': NO_KOREAN_VOICE_TEXT,
  nothing: NOTHING_TO_READ_TEXT,
};

function readingText({ status, item, itemCount }: ReadAloudSnapshot): string {
  const where = item > 0 ? `${itemCount}개 중 ${item}번째 항목` : '';
  switch (status) {
    case 'playing':
      return where ? `${where}을 읽고 있어요.` : '읽고 있어요.';
    case 'paused':
      return '멈췄어요. 이어서 들으려면 ‘이어서 듣기’를 누르세요.';
    case 'waiting':
      return `${where}을 다 읽었어요. 다음 항목을 들으려면 ‘다음’을 누르세요.`;
    case 'done':
      return '끝까지 읽었어요.';
    case 'failed':
      return '읽다가 멈췄어요. ‘처음부터’를 눌러 다시 들어 보세요.';
  }
}

/** The bar buttons' outlined look (mobile-menu.tsx), 44 px at least; aria-disabled ones stay focusable and grey. */
const BUTTON_SHAPE =
  'inline-flex min-h-11 min-w-11 cursor-pointer select-none items-center justify-center gap-1.5 whitespace-nowrap rounded-xl border-2 px-3 py-1 text-base font-semibold leading-tight aria-disabled:cursor-not-allowed aria-disabled:border-line-soft aria-disabled:bg-line-soft aria-disabled:text-ink-muted';
const PANEL_BUTTON = `${BUTTON_SHAPE} border-primary bg-white text-primary hover:bg-primary-soft active:bg-primary-tint`;
/** 다음 once an item has been read: the one thing to press. */
const PANEL_BUTTON_MAIN = `${BUTTON_SHAPE} border-primary bg-primary text-white hover:bg-primary-strong`;
const ICON = 'size-5 shrink-0';

function RateControl({ onRate }: { onRate: (rate: number) => void }) {
  const rate = useReadAloudRateStore((state) => state.rate);
  const setRate = useReadAloudRateStore((state) => state.setRate);
  const name = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id={`${name}-label`} className="font-semibold text-ink">
        속도
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        className="flex gap-1 rounded-xl border border-line bg-white p-0.5"
      >
        {READ_ALOUD_RATES.map((option) => (
          <label
            key={option.id}
            className={cx(
              'relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-[0.625rem] px-2.5 font-semibold text-ink-muted',
              'hover:bg-primary-soft hover:text-primary-strong',
              'has-[:checked]:bg-primary has-[:checked]:font-bold has-[:checked]:text-white has-[:checked]:hover:bg-primary-strong',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary has-[:focus-visible]:outline-solid',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={rate === option.id}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (!isReadAloudRateId(next)) return;
                setRate(next);
                onRate(speechRateOf(next));
              }}
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-[0.625rem] opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}

type ReadingControlsProps = {
  session: ReadAloudSession | null;
  snapshot: ReadAloudSnapshot | null;
  hasParts: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/** 멈춤 / 이어서 듣기, 처음부터, 다음 (when the page has more than one part) and the speed. */
function ReadingControls({ session, snapshot, hasParts, toggleRef }: ReadingControlsProps) {
  const status = snapshot?.status;
  const canToggle = status === 'playing' || status === 'paused';
  const canGoOn = snapshot?.hasNext === true;
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-disabled={!canToggle || undefined}
        onClick={() => {
          if (status === 'playing') session?.pause();
          else if (status === 'paused') session?.resume();
        }}
        className={PANEL_BUTTON}
      >
        {status === 'paused' ? (
          <>
            <Play aria-hidden="true" className={ICON} />
            이어서 듣기
          </>
        ) : (
          <>
            <Pause aria-hidden="true" className={ICON} />
            멈춤
          </>
        )}
      </button>
      <button type="button" onClick={() => session?.restart()} className={PANEL_BUTTON}>
        <RotateCcw aria-hidden="true" className={ICON} />
        처음부터
      </button>
      {hasParts && (
        <button
          type="button"
          aria-disabled={!canGoOn || undefined}
          onClick={() => {
            if (canGoOn) session?.next();
          }}
          className={status === 'waiting' ? PANEL_BUTTON_MAIN : PANEL_BUTTON}
        >
          다음
          <ChevronRight aria-hidden="true" className={ICON} />
        </button>
      )}
      <RateControl onRate={(rate) => session?.setRate(rate)} />
    </>
  );
}

type ReadAloudPanelProps = {
  /** The bar's 듣기 button: focus goes back to it when the panel closes from inside. */
  opener: HTMLButtonElement;
  onClose: () => void;
};

/**
 * 듣기's panel, fixed at the bottom of the screen while it reads: what it is doing, 멈춤 / 이어서 듣기, 처음부터,
 * 다음 (the next card of a list, or the next part of the page), the speed, and 끝내기. Escape stops it anywhere
 * outside a dialog; another page closes it. Loaded with the first press of 듣기 (read-aloud-root.tsx).
 */
export function ReadAloudPanel({ opener, onClose }: ReadAloudPanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { phase, snapshot, hasParts, session } = useReadingSession(panelRef);
  const giveFocusBack = usePanelFocus(phase, { opener, panelRef, toggleRef, closeRef });
  const close = () => {
    giveFocusBack();
    onClose();
  };
  useLeavingPage(onClose);
  useEscapeKey(close);
  useReservedSpace(panelRef);

  const isReading = phase === 'reading' && snapshot !== null;
  const message = isReading ? readingText(snapshot) : PHASE_TEXT[phase === 'reading' ? 'preparing' : phase];

  return (
    <section
      ref={panelRef}
      aria-label="소리 내어 읽기"
      className="fixed inset-x-0 bottom-0 z-40 border-t-2 border-primary bg-white shadow-[0_-4px_12px_rgb(0_0_0/0.12)] print:hidden"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-3 py-3 min-[30rem]:px-5">
        <p role="status" className="text-base font-semibold text-ink">
          {message}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {phase === 'reading' && (
            <ReadingControls
              session={session}
              snapshot={snapshot}
              hasParts={hasParts}
              toggleRef={toggleRef}
            />
          )}
          <button ref={closeRef} type="button" onClick={close} className={cx(PANEL_BUTTON, 'ms-auto')}>
            <X aria-hidden="true" className={ICON} />
            {phase === 'reading' ? '끝내기' : '닫기'}
          </button>
        </div>
      </div>
    </section>
  );
}
