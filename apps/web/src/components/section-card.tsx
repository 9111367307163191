import { type ReactNode, useId } from 'react';

/** A titled white card of 마이페이지, named by its heading; `isContainer` when its content sizes by the card's width. */
export function SectionCard({
  title,
  icon,
  isContainer = false,
  children,
}: {
  title: string;
  icon?: ReactNode;
  isContainer?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`${isContainer ? '@container ' : ''}flex flex-col gap-4 rounded-card border border-line-soft bg-white p-5 min-[30rem]:p-6`}
    >
      <h2 id={id} className="flex items-center gap-2 text-2xl font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
