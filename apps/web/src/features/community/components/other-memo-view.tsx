import type { OtherTodoMemo } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { Circle, CircleCheck, ImageOff } from 'lucide-react';
import { YoutubeEmbed } from '../../../components/youtube-embed.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { NO_IMAGES_TEXT } from '../community-format.ts';
import { DemoBadge } from './demo-badge.tsx';

/**
 * Another member's memo, read-only: title, whose it is, done or not, the memo text (line breaks kept, shown as text
 * with its length), the video when the link is a YouTube one (any other link as plain text, never a live link to
 * an arbitrary site), and the images with alt text.
 */
export function OtherMemoView({ memo }: { memo: OtherTodoMemo }) {
  const text = memo.memoText ?? '';
  const link = memo.link?.trim() ?? '';
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 rounded-card bg-primary-soft p-5 min-[30rem]:p-6">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink-muted">
          <span>{memo.memberNickname}님의 메모</span>
          {memo.isDemo && <DemoBadge />}
        </p>
        <h1 className="text-3xl font-bold leading-snug wrap-anywhere">{memo.title}</h1>
        <p className="flex items-center gap-2 text-base font-semibold">
          {memo.completed ? (
            <>
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
              <span className="text-success">완료한 할일</span>
            </>
          ) : (
            <>
              <Circle aria-hidden="true" className="size-5 shrink-0 text-line" />
              <span>아직 하고 있는 할일</span>
            </>
          )}
        </p>
      </header>

      <section aria-labelledby="memo-text-title" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="memo-text-title" className="text-xl font-bold">
            메모
          </h2>
          <p className="text-base text-ink-muted tabular-nums">
            {formatNumber(text.length)}
            <span aria-hidden="true"> / </span>
            <span className="sr-only">자, 최대 </span>
            {formatNumber(LIMITS.memoMaxLength)}자
          </p>
        </div>
        {text.trim() === '' ? (
          <p className="rounded-xl bg-primary-soft px-4 py-4 text-lg text-ink-muted">작성된 메모가 없어요.</p>
        ) : (
          <p className="whitespace-pre-wrap wrap-anywhere rounded-xl border border-line-soft bg-white px-4 py-4 text-lg leading-relaxed">
            {text}
          </p>
        )}
      </section>

      {memo.linkVideoId ? (
        <section aria-labelledby="memo-video-title" className="flex flex-col gap-2">
          <h2 id="memo-video-title" className="text-xl font-bold">
            영상
          </h2>
          <YoutubeEmbed videoId={memo.linkVideoId} title={`${memo.title}에 넣은 유튜브 영상`} />
        </section>
      ) : (
        link !== '' && (
          <section aria-labelledby="memo-link-title" className="flex flex-col gap-2">
            <h2 id="memo-link-title" className="text-xl font-bold">
              링크
            </h2>
            <p className="flex flex-col gap-1 rounded-xl bg-primary-soft px-4 py-3 text-base">
              <span className="break-all">{link}</span>
              <span className="text-ink-muted">
                유튜브 영상 주소가 아니라서 글자로만 보여 드려요. 안전한 주소인지 확인하고 직접 열어 주세요.
              </span>
            </p>
          </section>
        )
      )}

      <section aria-labelledby="memo-images-title" className="flex flex-col gap-2">
        <h2 id="memo-images-title" className="text-xl font-bold">
          첨부 이미지
        </h2>
        {memo.images.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl bg-primary-soft px-4 py-4 text-lg text-ink-muted">
            <ImageOff aria-hidden="true" className="size-5 shrink-0" />
            {NO_IMAGES_TEXT}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[30rem]:grid-cols-2 min-[64rem]:grid-cols-3">
            {memo.images.map((image, index) => (
              <li
                key={image.imageId}
                className="overflow-hidden rounded-xl border border-line-soft bg-primary-soft"
              >
                <img
                  src={image.imageUrl}
                  alt={`첨부 이미지 ${index + 1}`}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full object-contain"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
