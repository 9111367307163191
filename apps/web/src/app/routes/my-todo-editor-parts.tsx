import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { EDITOR_MESSAGES } from '../../features/todos/components/save-button-state.ts';
import { getErrorMessage } from '../../lib/api-error.ts';
import { showAlert } from '../../stores/alert-store.ts';

/** `/mytodo/edit/12` → 12; anything else → null. */
export function parseIdParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function EditorLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner size="lg" label="할일을 불러오고 있어요" isLabelVisible />
    </div>
  );
}

/**
 * The own memo could not be loaded (spec §8): an alert 메모를 불러올 수 없습니다 with the reason, then back to where
 * the member came from (the list when the page was opened directly). The fallback text stays behind the alert.
 */
export function MemoLoadFailure({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const hasAlerted = useRef(false);
  const reason = getErrorMessage(error, '잠시 후 다시 시도해 주세요.');
  useEffect(() => {
    if (hasAlerted.current) return;
    hasAlerted.current = true;
    void showAlert(reason, { title: EDITOR_MESSAGES.loadFailed }).then(() => {
      if (location.key !== 'default') navigate(-1);
      else navigate('/mytodo/list', { replace: true });
    });
  }, [reason, navigate, location.key]);
  return <ErrorState message={`${EDITOR_MESSAGES.loadFailed}. ${reason}`} />;
}
