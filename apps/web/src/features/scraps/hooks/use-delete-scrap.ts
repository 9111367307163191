import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showAlert, showConfirm } from '../../../stores/alert-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { SCRAPS_KEY } from '../api/get-scrap-check.ts';
import {
  RECRUIT_SCRAP_DELETED_TEXT,
  SCRAP_DELETE_CONFIRM_TEXT,
  SCRAP_DELETE_FAILED_TEXT,
  TRAINING_SCRAP_DELETED_TEXT,
} from '../scrap-messages.ts';
import type { ScrapTarget } from '../scrap-target.ts';
import { setScrapped } from '../set-scrapped.ts';

/**
 * Removal from a scrap page: the spec's question first (취소 focused, PRODUCT.md 8), then the call; success is a
 * toast, failure an alert (spec §7). A scrap already gone (404) counts as removed. The lists and the hearts' checks
 * are refreshed afterwards.
 */
export function useDeleteScrap() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (target: ScrapTarget) => setScrapped(target, false),
    onSuccess: (_saved, target) => {
      toast(target.category === 'RECRUIT' ? RECRUIT_SCRAP_DELETED_TEXT : TRAINING_SCRAP_DELETED_TEXT, {
        tone: 'success',
      });
    },
    onError: () => void showAlert(SCRAP_DELETE_FAILED_TEXT),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: SCRAPS_KEY });
    },
  });
  const deleteScrap = async (target: ScrapTarget) => {
    const isConfirmed = await showConfirm(SCRAP_DELETE_CONFIRM_TEXT, {
      title: '스크랩 삭제',
      confirmLabel: '삭제',
      cancelLabel: '취소',
      destructive: true,
    });
    if (isConfirmed) await mutation.mutateAsync(target).catch(() => undefined);
  };
  return { deleteScrap, isPending: mutation.isPending, pendingId: mutation.variables?.id };
}
