import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { BAR_BUTTON, BAR_BUTTON_ICON } from './mobile-menu.tsx';
import { OPENER_ATTRIBUTE, TextSizeControl } from './text-size-control.tsx';

type TextSizeMenuProps = {
  className?: string;
};

/**
 * The top bar's compact text-size control, for bars too narrow for the three segments: a "글자 크기" button that
 * opens a small panel with the same three radio choices. The panel stays open while the reader tries sizes; the
 * button again, Escape (focus back to the button), a press outside or Tab past the choices closes it. Native
 * elements only, so the first page pays no react-aria for it (ADR 012).
 */
export function TextSizeMenu({ className }: TextSizeMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // The panel hangs from the button's right edge; on the narrowest bars it can be wider than the room left of the
  // button, so it moves right just enough to stay on the screen — again whenever its size (a new text size) or the
  // window changes.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) return;
    const keepOnScreen = () => {
      panel.style.translate = '';
      const margin = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) / 2;
      const { left } = panel.getBoundingClientRect();
      if (left < margin) panel.style.translate = `${margin - left}px 0`;
    };
    keepOnScreen();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepOnScreen);
    resizes?.observe(panel);
    window.addEventListener('resize', keepOnScreen);
    return () => {
      resizes?.disconnect();
      window.removeEventListener('resize', keepOnScreen);
    };
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    // Opening puts focus on the chosen size, where the arrow keys change it.
    panelRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const closeOnPressOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnPressOutside);
    return () => document.removeEventListener('pointerdown', closeOnPressOutside);
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving are handled for the button and the radios inside; the wrapper has no role of its own.
    <div
      ref={rootRef}
      className={cx('relative', className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.preventDefault();
        setIsOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        // Tab (or a click) to something outside closes the panel; focus stays where the reader put it.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        {...{ [OPENER_ATTRIBUTE]: '' }}
        onClick={() => setIsOpen((open) => !open)}
        // Should the bar ever be tighter than planned, the two words stack ("글자" over "크기") rather than push
        // anything off the screen.
        className={cx(BAR_BUTTON, 'gap-1 aria-expanded:bg-primary-soft')}
      >
        글자 크기
        <ChevronDown aria-hidden="true" className={cx(BAR_BUTTON_ICON, isOpen && 'rotate-180')} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full right-0 z-50 mt-2 w-max rounded-card border border-line bg-white p-2 shadow-lg"
      >
        <TextSizeControl layout="stack" onHidden={() => setIsOpen(false)} className="border-0 p-0" />
      </div>
    </div>
  );
}
