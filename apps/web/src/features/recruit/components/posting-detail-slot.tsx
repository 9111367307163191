import { DetailSlot } from '../../../components/list-page/detail-slot.tsx';
import { lazyWithAria } from '../../../components/ui/lazy-with-aria.tsx';
import type { PostingDetailModalProps } from './posting-detail-modal.tsx';

// The dialog (React Aria) loads when a posting is first opened (or the address names one), not with the cards.
const PostingDetailModal = lazyWithAria(() =>
  import('./posting-detail-modal.tsx').then((module) => module.PostingDetailModal),
);

export type PostingDetailSlotProps = Omit<PostingDetailModalProps, 'onOpenChange'> & { onClose: () => void };

/** A list's posting dialog: loaded at its first opening, mounted from then on (DetailSlot). */
export function PostingDetailSlot({ onClose, ...modal }: PostingDetailSlotProps) {
  return (
    <DetailSlot isOpen={modal.isOpen}>
      <PostingDetailModal
        {...modal}
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose();
        }}
      />
    </DetailSlot>
  );
}
