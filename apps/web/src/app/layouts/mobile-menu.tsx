import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { lazyWithAria } from '../../components/ui/lazy-with-aria.tsx';
import { nativeButtonStyles } from '../../components/ui/link-button.tsx';

const MobileMenuDialog = lazyWithAria(() =>
  import('./mobile-menu-dialog.tsx').then((module) => module.MobileMenuDialog),
);

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
        className={cx(nativeButtonStyles({ variant: 'secondary' }), 'whitespace-nowrap px-3')}
      >
        {/* At the narrowest bar (320 px at 150 %) the icon gives way so the word 메뉴 stays on one line. */}
        <Menu aria-hidden="true" className="hidden size-5 shrink-0 @min-[13rem]:block" />
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
