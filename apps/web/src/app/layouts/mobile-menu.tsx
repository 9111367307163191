import { BookOpen, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Button, DialogTrigger, Modal } from '../../components/ui/index.ts';
import { AccountArea } from './account-area.tsx';
import { MainNav } from './main-nav.tsx';
import { TextSizeControl } from './text-size-control.tsx';

type MobileMenuProps = {
  showAccount: boolean;
  className?: string;
};

/**
 * The "메뉴" button of narrow screens (and of wide screens at large text sizes). Opens a dialog with the main menu,
 * 사용설명서, the text-size control and the account entry; Escape or 닫기 closes it and focus returns to the button.
 */
export function MobileMenu({ showAccount, className }: MobileMenuProps) {
  return (
    <div className={className}>
      <DialogTrigger>
        <Button
          variant="secondary"
          // At the narrowest bar (320 px at 150 %) the icon gives way so the word 메뉴 stays on one line.
          icon={<Menu aria-hidden="true" className="hidden size-5 shrink-0 @min-[13rem]:block" />}
          className="whitespace-nowrap px-3"
        >
          메뉴
        </Button>
        <Modal title="메뉴">
          {(close) => (
            <div className="flex flex-col gap-6">
              {showAccount && (
                <div className="border-b border-line-soft pb-5">
                  <AccountArea variant="menu" onNavigate={close} />
                </div>
              )}
              <MainNav variant="menu" onNavigate={close} />
              <Link
                to="/help"
                onClick={close}
                className="flex min-h-12 items-center gap-2 rounded-xl px-4 text-lg font-medium text-ink no-underline hover:bg-primary-soft"
              >
                <BookOpen aria-hidden="true" className="size-5 shrink-0 text-primary" />
                사용설명서
              </Link>
              <section aria-labelledby="menu-text-size" className="flex flex-col gap-2">
                <h3 id="menu-text-size" className="text-base font-semibold text-ink-muted">
                  글자 크기
                </h3>
                <TextSizeControl layout="stretch" />
              </section>
            </div>
          )}
        </Modal>
      </DialogTrigger>
    </div>
  );
}
