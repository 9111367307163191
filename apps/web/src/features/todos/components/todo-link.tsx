import { isHttpLink, parseYoutubeLink } from '@dasibom/contract';
import { YoutubeEmbed } from '../../../components/youtube-embed.tsx';

/**
 * What a to-do's link shows: a YouTube watch/shorts/youtu.be link as the embedded video; any other link as plain
 * text — never a live link to an arbitrary site. `videoId` is the server's `linkVideoId` when there is one.
 */
export function TodoLinkView({
  link,
  videoId,
  todoTitle,
}: {
  link: string | null | undefined;
  videoId?: string | null;
  todoTitle: string;
}) {
  const text = link?.trim() ?? '';
  if (text === '') return null;
  const id = videoId ?? parseYoutubeLink(text)?.videoId ?? null;
  if (id) return <YoutubeEmbed videoId={id} title={`${todoTitle || '할일'}에 넣은 유튜브 영상`} />;
  return (
    <p className="flex flex-col gap-1 rounded-xl bg-primary-soft px-4 py-3 text-base text-ink">
      <span className="font-semibold">넣은 링크 (글자로만 보여요)</span>
      <span className="break-all">{text}</span>
      {isHttpLink(text) && (
        <span className="text-ink-muted">
          유튜브 영상 주소가 아니라서 화면에 띄우지 않아요. 필요하면 복사해서 여세요.
        </span>
      )}
    </p>
  );
}
