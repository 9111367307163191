import type { TodoImage } from '@dasibom/contract';
import { ERRORS, LIMITS } from '@dasibom/contract/plain';
import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldErrorText } from '../../../components/ui/field-parts.tsx';
import { EDITOR_MESSAGES } from './save-button-state.ts';

export const TODO_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_MB = LIMITS.imageMaxBytes / (1024 * 1024);

/** The first problem with a choice of files, or null (the server checks again by content). */
export function imageChoiceProblem(files: readonly File[]): string | null {
  if (files.length > LIMITS.imagesPerTodo)
    return `사진은 한 번에 ${LIMITS.imagesPerTodo}장까지 고를 수 있어요.`;
  for (const file of files) {
    if (!(TODO_IMAGE_TYPES as readonly string[]).includes(file.type))
      return `‘${file.name}’은(는) 사진 파일이 아니에요. JPG, PNG, WEBP 사진만 올릴 수 있어요.`;
    if (file.size > LIMITS.imageMaxBytes)
      return `‘${file.name}’이(가) ${MAX_MB}MB보다 커요. ${ERRORS.INVALID_IMAGE.message}`;
  }
  return null;
}

/** Object URLs for previews, revoked when the files change or the panel goes. */
function usePreviewUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

function Thumbs({ sources, altPrefix }: { sources: readonly string[]; altPrefix: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 min-[30rem]:grid-cols-3">
      {sources.map((src, index) => (
        <li key={src}>
          <img
            src={src}
            alt={`${altPrefix} ${index + 1}`}
            className="aspect-square w-full rounded-xl border-2 border-line-soft bg-primary-soft object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

export type ImagePanelProps = {
  existing: readonly TodoImage[];
  picked: readonly File[];
  onPick: (files: File[]) => void;
  /** Edit mode: the stored images are to be removed on save (without new ones). */
  isRemovingExisting: boolean;
  onRemoveExisting: (isRemoving: boolean) => void;
  /** A server-side problem to show here. */
  errorMessage?: string | null;
  isReadOnly?: boolean;
};

/**
 * The image panel (spec §5): images only, several at once, a preview before saving, alt text. Choosing new images
 * replaces all existing ones (the notice says so before and after choosing); the replacement happens on save.
 */
export function ImagePanel({
  existing,
  picked,
  onPick,
  isRemovingExisting,
  onRemoveExisting,
  errorMessage,
  isReadOnly = false,
}: ImagePanelProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const urls = usePreviewUrls(picked);
  const shownError = problem ?? errorMessage ?? null;

  if (isReadOnly) {
    return (
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
          사진
        </h2>
        {existing.length === 0 ? (
          <p className="text-base text-ink-muted">첨부된 이미지가 없어요</p>
        ) : (
          <Thumbs sources={existing.map((image) => image.imageUrl)} altPrefix="첨부 이미지" />
        )}
      </section>
    );
  }

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Reset so choosing the same files again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const found = imageChoiceProblem(files);
    setProblem(found);
    if (!found) onPick(files);
  };

  const hasPicked = picked.length > 0;
  const keepsExisting = !hasPicked && !isRemovingExisting;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        사진
      </h2>
      <p id={`${id}-rules`} className="text-base text-ink-muted">
        JPG, PNG, WEBP 사진을 {LIMITS.imagesPerTodo}장까지, 한 장에 {MAX_MB}MB까지 올릴 수 있어요.
        {existing.length > 0 && ` ${EDITOR_MESSAGES.replaceNotice}`}
      </p>

      {existing.length > 0 && keepsExisting && (
        <Thumbs sources={existing.map((image) => image.imageUrl)} altPrefix="첨부 이미지" />
      )}
      {existing.length > 0 && !keepsExisting && (
        <p role="status" className="rounded-xl bg-warning-tint px-4 py-3 text-base font-medium text-ink">
          {hasPicked
            ? `저장하면 지금 있는 사진 ${existing.length}장이 지워지고 새로 고른 사진 ${picked.length}장으로 바뀌어요.`
            : `저장하면 지금 있는 사진 ${existing.length}장이 지워져요.`}
        </p>
      )}
      {hasPicked && (
        <div className="flex flex-col gap-2">
          <p className="text-base font-semibold text-ink">
            새로 고른 사진 {picked.length}장 (저장 전 미리보기)
          </p>
          <Thumbs sources={urls} altPrefix="새로 고른 이미지" />
        </div>
      )}
      {existing.length === 0 && !hasPicked && (
        <p className="text-base text-ink-muted">아직 고른 사진이 없어요.</p>
      )}

      {shownError && <FieldErrorText id={`${id}-error`}>{shownError}</FieldErrorText>}

      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          aria-describedby={[`${id}-rules`, shownError && `${id}-error`].filter(Boolean).join(' ')}
          icon={<ImagePlus aria-hidden="true" className="size-5" />}
          onPress={() => inputRef.current?.click()}
        >
          {existing.length > 0 || hasPicked ? '사진 새로 고르기' : '사진 고르기'}
        </Button>
        {hasPicked && (
          <Button
            variant="ghost"
            icon={<Undo2 aria-hidden="true" className="size-5" />}
            onPress={() => {
              setProblem(null);
              onPick([]);
            }}
          >
            고른 사진 빼기
          </Button>
        )}
        {!hasPicked && existing.length > 0 && (
          <Button
            variant="ghost"
            className={isRemovingExisting ? undefined : 'text-danger data-hovered:bg-danger-tint'}
            icon={
              isRemovingExisting ? (
                <Undo2 aria-hidden="true" className="size-5" />
              ) : (
                <Trash2 aria-hidden="true" className="size-5" />
              )
            }
            onPress={() => onRemoveExisting(!isRemovingExisting)}
          >
            {isRemovingExisting ? '사진 지우기 취소' : '사진 모두 지우기'}
          </Button>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={TODO_IMAGE_TYPES.join(',')}
        multiple
        onChange={onFiles}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="todo-image-input"
      />
    </section>
  );
}
