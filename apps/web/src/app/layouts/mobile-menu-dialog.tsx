import { BookOpen, Volume2 } from 'lucide-react';
import { Link } from 'react-router';
import { Modal } from '../../components/ui/dialog.tsx';
import { AccountArea } from './account-area.tsx';
import { MainNav } from './main-nav.tsx';
import { READ_ALOUD_OPENER_ID } from './read-aloud-button.tsx';
import { TextSizeControl } from './text-size-control.tsx';

type MobileMenuDialogProps = {
  showAccount: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The 메뉴 dialog (React Aria: focus trap, Escape, focus back to the 메뉴 button); loaded on the first opening. */
export function MobileMenuDialog({ showAccount, isOpen, onOpenChange }: MobileMenuDialogProps) {
  return (
    <Modal title="메뉴" isOpen={isOpen} onOpenChange={onOpenChange}>
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
          {/* The bar's 듣기, for bars with no room for it (read-aloud-button.tsx): reads the page behind. */}
          <button
            type="button"
            onClick={() => {
              close();
              document.getElementById(READ_ALOUD_OPENER_ID)?.click();
            }}
            className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl px-4 text-start text-lg font-medium text-ink hover:bg-primary-soft"
          >
            <Volume2 aria-hidden="true" className="size-5 shrink-0 text-primary" />
            듣기
          </button>
          <section aria-labelledby="menu-text-size" className="flex flex-col gap-2">
            <h3 id="menu-text-size" className="text-base font-semibold text-ink-muted">
              글자 크기
            </h3>
            <TextSizeControl layout="stretch" />
          </section>
        </div>
      )}
    </Modal>
  );
}
