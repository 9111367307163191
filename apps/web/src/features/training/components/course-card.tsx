import type { Course } from '@dasibom/contract';
import { REAL_MAN_NOTE } from '@dasibom/contract/plain';
import { Building2, CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardRow, CardTitleButton, CourseFeeRow } from '../../../components/list-page/card-parts.tsx';
import { formatCourseDates, formatDuration } from '../format-course.ts';

/**
 * The scrap slot's context: where the control is drawn (a card's 44 px heart, the detail modal's 담기 button) and
 * the scrap keys of the courses shown with it (the page's one batch check asks for all of them).
 */
export type CourseScrapSlot = { place: 'card' | 'modal'; pageKeys: readonly string[] };
export type RenderCourseScrap = (course: Course, slot: CourseScrapSlot) => ReactNode;

export type CourseCardProps = {
  course: Course;
  onOpen: (course: Course) => void;
  /** Scrap slot (top right), composed by the page; above the card's press area. */
  renderScrap?: RenderCourseScrap;
  /** The scrap keys of every course on the page. */
  pageKeys?: readonly string[];
};

/** A type label that reads the same on the card and in the detail. */
export function CourseTypeTag({ type }: { type: Course['type'] }) {
  return (
    <span className="inline-flex items-center rounded-full bg-primary-tint px-3 py-0.5 text-base font-semibold text-primary-strong">
      {type}
    </span>
  );
}

const focusRing =
  'has-[.course-open:focus-visible]:outline-3 has-[.course-open:focus-visible]:outline-offset-2 has-[.course-open:focus-visible]:outline-primary has-[.course-open:focus-visible]:outline-solid';

/**
 * One course: institute, title, address, dates, fee and tags. The title is the card's button (its press area covers
 * the whole card), so the card opens the detail with one real, named button and nothing hover-only. A native button:
 * twelve cards on a page need no react-aria (ADR 012).
 */
export function CourseCard({ course, onOpen, renderScrap, pageKeys = [] }: CourseCardProps) {
  const scrap = renderScrap?.(course, { place: 'card', pageKeys });
  return (
    <li
      className={`relative flex flex-col gap-3 rounded-card border border-line-soft bg-white p-5 shadow-sm transition-shadow hover:border-primary hover:shadow-md ${focusRing}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <CourseTypeTag type={course.type} />
          <span className="inline-flex items-center rounded-full border border-line-soft px-3 py-0.5 text-base font-semibold text-ink">
            {formatDuration(course.traDuration)}
          </span>
        </div>
        {scrap != null && <div className="relative z-10 -me-2 -mt-2 shrink-0">{scrap}</div>}
      </div>
      <p className="flex items-start gap-1.5 text-base font-semibold text-ink-muted">
        <Building2 aria-hidden="true" className="mt-1 size-4.5 shrink-0" />
        <span className="min-w-0">{course.subTitle}</span>
      </p>
      <CardTitleButton
        onPress={() => onOpen(course)}
        className="course-open cursor-pointer text-start outline-none after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
      >
        {course.title}
      </CardTitleButton>
      <dl className="mt-auto flex flex-col gap-1.5 text-base">
        <CardRow icon={<MapPin aria-hidden="true" className="size-4.5" />} label="주소" isWide>
          {course.address}
        </CardRow>
        <CardRow icon={<CalendarDays aria-hidden="true" className="size-4.5" />} label="기간" isWide>
          {formatCourseDates(course.traStartDate, course.traEndDate)}
        </CardRow>
        <CourseFeeRow fee={course} realManNote={REAL_MAN_NOTE} isWide />
      </dl>
    </li>
  );
}
