import { type ReactNode, Suspense, useState } from 'react';

/**
 * Where a list draws the detail of one of its cards (a lazily loaded dialog): nothing until the first opening, then
 * mounted from there on, so that closing can still run its way out (the focus back to the card).
 */
export function DetailSlot({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
