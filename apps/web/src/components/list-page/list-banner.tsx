import type { ReactNode } from 'react';

/** The top of a list page: its title, what the page offers, and an action when it has one (a little more room). */
export function ListBanner({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="bg-primary-soft">
      <div
        className={`mx-auto flex w-full max-w-6xl flex-col items-start ${children ? 'gap-4' : 'gap-3'} px-4 py-10 min-[30rem]:px-6`}
      >
        <h1 id={titleId} className="text-3xl font-bold leading-snug">
          {title}
        </h1>
        <p className="max-w-[36em] text-lg leading-relaxed">{intro}</p>
        {children}
      </div>
    </section>
  );
}
