import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { lazyWithAria } from '../../components/ui/lazy-with-aria.tsx';

const MobileMenuDialog = lazyWithAria(() =>
  import('./mobile-menu-dialog.tsx').then((module) => module.MobileMenuDialog),
);

/**
 * The outlined look of the bar's 메뉴 and 글자 크기 buttons (secondary buttons, link-button.tsx), with the side
 * padding a narrow bar can afford; 44 px tall at least.
 */
export const BAR_BUTTON =
  'inline-flex min-h-11 min-w-11 cursor-pointer select-none items-center justify-center rounded-xl border-2 border-primary bg-white px-2.5 py-1 text-center text-base font-semibold leading-tight text-primary transition-colors hover:bg-primary-soft active:bg-primary-tint';

/** The bar buttons' icons (☰, ⌄) only where the bar has room for them after everything else (top-bar.tsx). */
export const BAR_BUTTON_ICON = 'hidden size-5 shrink-0 @min-[33rem]:@max-[44rem]:block @min-[52rem]:block';

type MobileMenuProps = {
  showAccount: boolean;
  className?: string;
};

/**
 * The "메뉴" button of narrow screens (and of wide screens at large text sizes). Opens a dialog with the main menu,
 * 사용설명서, the text-size control and the account entry; Escape or 닫기 closes it and focus returns to the button.
 * The button is native and the dialog (React Aria) loads on the first press, so no page pays for it up front.
 */
export function MobileMenu({ showAccount, className }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <div className={className}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className={cx(BAR_BUTTON, 'shrink-0 gap-2 whitespace-nowrap')}
      >
        <Menu aria-hidden="true" className={BAR_BUTTON_ICON} />
        메뉴
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileMenuDialog showAccount={showAccount} isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </div>
  );
}
