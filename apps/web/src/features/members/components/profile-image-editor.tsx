import { AUTH_MESSAGES, ERRORS, LIMITS } from '@dasibom/contract/plain';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { InlineStatus, type StatusTone } from '../../../components/forms/inline-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage, isApiError } from '../../../lib/api-error.ts';
import { showConfirm } from '../../../stores/alert-store.ts';
import { useDeleteProfileImage } from '../api/delete-profile-image.ts';
import { PROFILE_IMAGE_TYPES, useUploadProfileImage } from '../api/upload-profile-image.ts';

export const DEFAULT_PROFILE_IMAGE = '/images/profile-default.svg';
const ACCEPT = PROFILE_IMAGE_TYPES.join(',');

type Status = { tone: StatusTone; text: string } | null;

function deleteFailure(error: unknown): string {
  return isApiError(error) && error.code === 'PROFILE_IMAGE_NOT_FOUND'
    ? error.message
    : AUTH_MESSAGES.imageDeleteFailed;
}

/**
 * Upload and delete with their announced results. After either succeeds, focus moves to the control that took the
 * used one's place (사진 바꾸기 after an upload, 사진 올리기 after a delete).
 */
function useProfileImageActions(hasImage: boolean) {
  const uploadRef = useRef<HTMLButtonElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(false);
  const [status, setStatus] = useState<Status>(null);
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (hasImage ? changeRef : uploadRef).current?.focus();
  }, [hasImage]);

  const succeeded = (text: string) => {
    focusNext.current = true;
    setStatus({ tone: 'success', text });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const isKnownBadType =
      file.type !== '' && !(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type);
    if (isKnownBadType || file.size > LIMITS.imageMaxBytes) {
      setStatus({ tone: 'error', text: ERRORS.INVALID_IMAGE.message });
      return;
    }
    setStatus(null);
    upload.mutate(file, {
      onSuccess: () => succeeded('프로필 사진을 올렸어요.'),
      onError: (error) =>
        setStatus({ tone: 'error', text: getErrorMessage(error, ERRORS.INVALID_IMAGE.message) }),
    });
  };

  const deleteImage = async () => {
    const isSure = await showConfirm('프로필 사진을 삭제할까요?', {
      title: '사진 삭제',
      confirmLabel: '삭제',
      destructive: true,
    });
    if (!isSure) return;
    setStatus(null);
    remove.mutate(undefined, {
      onSuccess: () => succeeded('프로필 사진을 삭제했어요.'),
      onError: (error) => setStatus({ tone: 'error', text: deleteFailure(error) }),
    });
  };

  return {
    status,
    onFile,
    deleteImage,
    isUploading: upload.isPending,
    isDeleting: remove.isPending,
    uploadRef,
    changeRef,
  };
}

/**
 * The profile picture: without one, 사진 올리기 (JPG/PNG/WEBP up to 5 MB); with one, the picture (alt 프로필 사진),
 * 사진 바꾸기 and 사진 삭제 (after a confirm). Results are announced; focus lands on the control that replaced the
 * one just used.
 */
export function ProfileImageEditor({ profileImage }: { profileImage: string | null }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hasImage = Boolean(profileImage);
  const { status, onFile, deleteImage, isUploading, isDeleting, uploadRef, changeRef } =
    useProfileImageActions(hasImage);

  const pickFile = () => inputRef.current?.click();

  return (
    <div className="flex flex-col items-center gap-4 text-center @min-[34rem]:flex-row @min-[34rem]:items-center @min-[34rem]:text-start">
      <img
        src={profileImage || DEFAULT_PROFILE_IMAGE}
        alt={hasImage ? '프로필 사진' : ''}
        className="size-28 shrink-0 rounded-full border border-line-soft bg-primary-soft object-cover"
        onError={(event) => {
          const img = event.currentTarget;
          if (!img.src.endsWith(DEFAULT_PROFILE_IMAGE)) img.src = DEFAULT_PROFILE_IMAGE;
        }}
      />
      <div className="flex min-w-0 flex-col items-center gap-3 @min-[34rem]:items-start">
        <div className="flex flex-wrap justify-center gap-3">
          {hasImage ? (
            <>
              <Button
                ref={changeRef}
                variant="secondary"
                onPress={pickFile}
                isPending={isUploading}
                icon={<Camera aria-hidden="true" className="size-5" />}
              >
                사진 바꾸기
              </Button>
              <Button
                variant="ghost"
                onPress={deleteImage}
                isPending={isDeleting}
                icon={<Trash2 aria-hidden="true" className="size-5" />}
                className="text-danger data-hovered:bg-danger-tint"
              >
                사진 삭제
              </Button>
            </>
          ) : (
            <Button
              ref={uploadRef}
              onPress={pickFile}
              isPending={isUploading}
              icon={<Camera aria-hidden="true" className="size-5" />}
              aria-describedby={`${id}-note`}
            >
              사진 올리기
            </Button>
          )}
        </div>
        <p id={`${id}-note`} className="text-base text-ink-muted">
          JPG, PNG, WEBP 사진을 5MB까지 올릴 수 있어요.
        </p>
        <InlineStatus id={`${id}-status`} tone={status?.tone}>
          {status?.text}
        </InlineStatus>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          onChange={onFile}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid="profile-image-input"
        />
      </div>
    </div>
  );
}
