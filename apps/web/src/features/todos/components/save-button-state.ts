export type EditorMode = 'add' | 'edit' | 'view';

/**
 * The save button, after the spec's state table for the memo screen (§4): 저장 중... while saving, 메모 수정하기 in
 * edit, 메모 보기 in view; disabled while saving, with an empty title, or in view mode. Adding says what it does,
 * 할일 추가하기, where the table's "otherwise" says 메모 저장하기 (issue 27: a to-do added without a memo was
 * announced as a saved memo).
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
        : '할일 추가하기';
  return { label, isDisabled: isSaving || mode === 'view' || title.trim() === '' };
}

/** The catalogue's messages (spec §8), and what adding says. */
export const EDITOR_MESSAGES = {
  added: '할일이 추가되었습니다.',
  saved: '메모가 저장되었습니다.',
  updated: '메모가 업데이트되었습니다.',
  addFailed: '할일 추가에 실패했습니다.',
  updateFailed: '메모 업데이트에 실패했습니다.',
  loadFailed: '메모를 불러올 수 없습니다',
  replaceNotice: '새 사진을 고르면 지금 있는 사진은 모두 새 사진으로 바뀌어요.',
} as const;

/** What adding a to-do announces: the memo is mentioned only when one (text, a link or images) went with it. */
export function addedMessage({ hasMemo }: { hasMemo: boolean }): string {
  return hasMemo ? `${EDITOR_MESSAGES.added} ${EDITOR_MESSAGES.saved}` : EDITOR_MESSAGES.added;
}
