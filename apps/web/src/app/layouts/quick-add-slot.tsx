import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyWithAria } from '../../components/ui/lazy-with-aria.tsx';

const QuickAddPanel = lazyWithAria(() =>
  import('../../features/todos/components/quick-add-panel.tsx').then((module) => module.QuickAddPanel),
);

/**
 * The quick-add floating button (spec: bottom right on the shown layout). Fixed, so it never moves the page; toasts
 * sit above it. The
 * button is native and tiny; the panel (React Aria, the query library, the feature's code) loads on the first press.
 */
export function QuickAddSlot() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      {/*
        Never over the page: where the screen has room beside the 72rem column (measured in the reader's text size:
        a container query's rem is the page's own), the button floats in the right margin; elsewhere (phones,
        tablets, large text) it sits in a strip of its own at the bottom, like the top bar, and the footer's bottom
        padding lets the page's last lines scroll clear of it.
      */}
      <div className="@container pointer-events-none fixed inset-x-0 bottom-0 z-30">
        <div className="pointer-events-auto flex justify-end border-t border-line-soft bg-white px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] @min-[87.5rem]:pointer-events-none @min-[87.5rem]:border-0 @min-[87.5rem]:bg-transparent @min-[87.5rem]:px-4 @min-[87.5rem]:pb-6 @min-[87.5rem]:shadow-none">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            data-quick-add
            onClick={() => {
              setHasOpened(true);
              setIsOpen(true);
            }}
            className="pointer-events-auto inline-flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-full bg-primary px-4 text-base font-semibold whitespace-nowrap text-white shadow-lg hover:bg-primary-strong"
          >
            <Plus aria-hidden="true" className="size-6 shrink-0" strokeWidth={2.5} />
            <span className="sr-only">바로 </span>
            할일 추가
          </button>
        </div>
      </div>
      {hasOpened && (
        <Suspense fallback={null}>
          <QuickAddPanel isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
