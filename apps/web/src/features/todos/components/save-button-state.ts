export type EditorMode = 'add' | 'edit' | 'view';

/**
 * The spec's state table for the memo screen's save button (§4): 저장 중... while saving, 메모 수정하기 in edit,
 * 메모 보기 in view, 메모 저장하기 otherwise; disabled while saving, with an empty title, or in view mode.
 */
export function saveButtonState({
  mode,
  isSaving,
  title,
}: {
  mode: EditorMode;
  isSaving: boolean;
  title: string;
}): { label: string; isDisabled: boolean } {
  const label = isSaving
    ? '저장 중...'
    : mode === 'edit'
      ? '메모 수정하기'
      : mode === 'view'
        ? '메모 보기'
        : '메모 저장하기';
  return { label, isDisabled: isSaving || mode === 'view' || title.trim() === '' };
}

/** The catalogue's messages (spec §8). */
export const EDITOR_MESSAGES = {
  saved: '메모가 저장되었습니다.',
  updated: '메모가 업데이트되었습니다.',
  saveFailed: '메모 저장에 실패했습니다.',
  updateFailed: '메모 업데이트에 실패했습니다.',
  loadFailed: '메모를 불러올 수 없습니다',
  replaceNotice: '새 사진을 고르면 지금 있는 사진은 모두 새 사진으로 바뀌어요.',
} as const;
