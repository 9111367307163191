import type { ReactNode } from 'react';

/** Reading pages (help, notice, terms): one column, 18 px reading text, comfortable line length. */
export function ContentPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 min-[30rem]:px-6 min-[48rem]:py-14">
      <header className="mb-8 border-b border-line-soft pb-6">
        <h1 className="text-3xl font-bold leading-snug min-[48rem]:text-4xl">{title}</h1>
        {lead && <p className="mt-3 text-lg leading-relaxed text-ink-muted">{lead}</p>}
      </header>
      <div className="flex flex-col gap-10 text-lg leading-relaxed">{children}</div>
    </article>
  );
}

/** A titled section of a reading page; `id` makes it a jump target (html scroll-padding clears the fixed bar). */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold leading-snug text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const listClass = 'flex list-disc flex-col gap-2 pl-6 marker:text-primary';
export const orderedListClass = 'flex list-decimal flex-col gap-3 pl-7 marker:font-bold marker:text-primary';
export const inlineLinkClass =
  'font-medium text-primary-strong underline underline-offset-4 hover:text-primary';
