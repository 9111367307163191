import { type RefObject, useEffect, useRef, useState } from 'react';
import { speechRateOf, useReadAloudRateStore } from '../../stores/read-aloud-rate-store.ts';
import {
  createReadAloudSession,
  findKoreanVoice,
  type ReadAloudSession,
  type ReadAloudSnapshot,
} from './read-aloud-session.ts';
import { collectReadParts } from './read-text.ts';
import { clearSentence, showSentence } from './sentence-highlight.ts';

export type Phase = 'preparing' | 'unsupported' | 'no-voice' | 'nothing' | 'reading';

/** Reads the page's main content from the moment the panel opens; stops when it closes. */
export function useReadingSession(panelRef: RefObject<HTMLElement | null>) {
  const [phase, setPhase] = useState<Phase>('preparing');
  const [snapshot, setSnapshot] = useState<ReadAloudSnapshot | null>(null);
  const [hasParts, setHasParts] = useState(false);
  const sessionRef = useRef<ReadAloudSession | null>(null);

  useEffect(() => {
    let isCancelled = false;
    const synth =
      typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
    if (!synth || typeof SpeechSynthesisUtterance !== 'function') {
      setPhase('unsupported');
      return;
    }
    const main = document.getElementById('main');
    const parts = main ? collectReadParts(main) : [];
    if (parts.length === 0) {
      setPhase('nothing');
      return;
    }
    setHasParts(parts.length > 1);
    void findKoreanVoice(synth).then((voice) => {
      if (isCancelled) return;
      // Never read Korean text with another language's voice: it comes out as nonsense.
      if (!voice) {
        setPhase('no-voice');
        return;
      }
      const session = createReadAloudSession({
        synth,
        voice,
        parts,
        rate: speechRateOf(useReadAloudRateStore.getState().rate),
        onChange: setSnapshot,
        onSentence: (sentence) => showSentence(sentence?.range ?? null, panelRef.current),
      });
      sessionRef.current = session;
      setPhase('reading');
      session.start();
    });
    return () => {
      isCancelled = true;
      sessionRef.current?.stop();
      sessionRef.current = null;
      clearSentence();
    };
  }, [panelRef]);

  return { phase, snapshot, hasParts, session: sessionRef.current };
}

type FocusTargets = {
  opener: HTMLButtonElement;
  panelRef: RefObject<HTMLElement | null>;
  /** Takes focus once reading starts (멈춤), or `closeRef` (닫기) when there is only a message. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  closeRef: RefObject<HTMLButtonElement | null>;
};

/** Moves focus into the panel when its controls appear; the returned function gives it back on closing. */
export function usePanelFocus(phase: Phase, { opener, panelRef, toggleRef, closeRef }: FocusTargets) {
  // Where focus goes back to: the bar's 듣기, or (hidden where the bar is full) what opened the reader, 메뉴.
  const returnTo = useRef<HTMLElement | null>(null);

  // The controls take focus once they are there (멈춤 while reading, 닫기 under a message), unless the reader has
  // moved on to something else on the page meanwhile.
  useEffect(() => {
    if (phase === 'preparing') return;
    const active = document.activeElement;
    const isOurs =
      !active ||
      active === document.body ||
      active.closest('header') !== null ||
      panelRef.current?.contains(active) === true;
    if (!isOurs) return;
    if (active instanceof HTMLElement && active !== document.body && !panelRef.current?.contains(active)) {
      returnTo.current = active;
    }
    (phase === 'reading' ? toggleRef : closeRef).current?.focus();
  }, [phase, panelRef, toggleRef, closeRef]);

  return () => {
    const active = document.activeElement;
    if (active && active !== document.body && !panelRef.current?.contains(active)) return;
    if (opener.checkVisibility?.() !== false) opener.focus();
    // The bar had no room for 듣기, so 메뉴 opened the reader: back to 메뉴.
    else
      (
        returnTo.current ?? opener.closest('header')?.querySelector<HTMLElement>('[aria-haspopup="dialog"]')
      )?.focus();
  };
}

/** The latest `handler`, for effects that are set up once. */
function useLatest<T>(handler: T) {
  const latest = useRef(handler);
  latest.current = handler;
  return latest;
}

/**
 * Another page, another text: `onLeave` runs. The panel is a root of its own, outside the router, so it watches the
 * address (the app navigates with history.pushState, which fires no event).
 */
export function useLeavingPage(onLeave: () => void) {
  const latest = useLatest(onLeave);
  useEffect(() => {
    const start = window.location.pathname;
    const watch = window.setInterval(() => {
      if (window.location.pathname !== start) latest.current();
    }, 250);
    return () => window.clearInterval(watch);
  }, [latest]);
}

/** Escape anywhere outside a dialog runs `onEscape`. */
export function useEscapeKey(onEscape: () => void) {
  const latest = useLatest(onEscape);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A dialog's Escape closes the dialog, not the reading behind it.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [latest]);
}

/** The page's last lines can scroll clear of the fixed panel. */
export function useReservedSpace(panelRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || typeof ResizeObserver === 'undefined') return;
    const reserve = () => {
      document.body.style.paddingBottom = `${panel.offsetHeight}px`;
    };
    reserve();
    const resizes = new ResizeObserver(reserve);
    resizes.observe(panel);
    return () => {
      resizes.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [panelRef]);
}
