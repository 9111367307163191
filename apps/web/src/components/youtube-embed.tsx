/**
 * The only address a video frame is built from: the privacy-enhanced player (SECURITY.md: frame-src is
 * youtube-nocookie only) and a video id that `parseYoutubeLink` or the server's `linkVideoId` vouched for (11 safe
 * characters) — never the typed link. Shared by the own memo (features/todos) and others' memos (features/community).
 */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
}

/** A YouTube video in a sandboxed frame that sends no full address as referrer. */
export function YoutubeEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-card border-2 border-line-soft bg-ink">
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={title}
        className="size-full"
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}
