import type { Course } from '@dasibom/contract';
import {
  COURSE_FEE_LABELS,
  REAL_MAN_NOTE,
  SELF_PAY_NOTE,
  SELF_PAY_UNKNOWN_NOTE,
} from '@dasibom/contract/plain';
import { ExternalLink, Info } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { safeExternalUrl } from '../../../lib/safe-url.ts';
import { formatCourseDates, formatDays, formatWon, telHref } from '../format-course.ts';
import { CourseTypeTag, type RenderCourseScrap } from './course-card.tsx';

export const COURSE_LINK_TEXT = '고용24에서 과정 보기 (새 창)';
export const SAMPLE_COURSE_NOTE =
  '예시 데이터로 만든 과정이라 실제로 열리지 않아요. 고용24에서는 이 과정을 찾지 못할 수 있어요.';

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid items-baseline gap-x-4 gap-y-0.5 border-b border-line-soft py-3 last:border-b-0 min-[30rem]:grid-cols-[7.5rem_minmax(0,1fr)]">
      <dt className="break-keep text-base font-semibold text-ink-muted">{label}</dt>
      <dd className="text-lg text-ink">{children}</dd>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <span className="mt-1 block text-base text-ink-muted">{children}</span>;
}

/**
 * The fees as 고용24 defines them (ADR 028): 본인부담액 — what the person pays — first where the course detail gave
 * it; 실제 훈련비 always, said to be the amount before support; 수강비 under its own name when listed.
 */
function CourseFeeRows({ course }: { course: Pick<Course, 'realMan' | 'courseMan' | 'selfPay'> }) {
  const known = course.selfPay !== null;
  return (
    <>
      {course.selfPay !== null && (
        <DetailRow label={COURSE_FEE_LABELS.selfPay}>
          <span className="font-bold">{formatWon(course.selfPay)}</span>
          <Note>{SELF_PAY_NOTE}</Note>
        </DetailRow>
      )}
      <DetailRow label={COURSE_FEE_LABELS.realMan}>
        <span className={known ? undefined : 'font-bold'}>{formatWon(course.realMan)}</span>
        <Note>{known ? REAL_MAN_NOTE : `${REAL_MAN_NOTE} ${SELF_PAY_UNKNOWN_NOTE}`}</Note>
      </DetailRow>
      {course.courseMan !== null && (
        <DetailRow label={COURSE_FEE_LABELS.courseMan}>{formatWon(course.courseMan)}</DetailRow>
      )}
    </>
  );
}

export type CourseDetailModalProps = {
  /** The course to show; null keeps the dialog closed. */
  course: Course | null;
  /** The list serves the sample source: say so next to the outside link. */
  isSample: boolean;
  onClose: () => void;
  /** Scrap slot next to the outside link (the scraps feature's 담기 toggle, with 처리 중... while pending). */
  renderScrap?: RenderCourseScrap;
  /** The scrap keys of the courses listed behind the modal. */
  pageKeys?: readonly string[];
};

/** A course's details with its phone number and the link out to 고용24. */
export function CourseDetailModal({
  course: openCourse,
  isSample,
  onClose,
  renderScrap,
  pageKeys = [],
}: CourseDetailModalProps) {
  // The last course stays drawn while the dialog closes: React Aria hands the focus back to the card when its
  // overlay closes (isOpen false), not when the overlay is dropped from the tree at once (focus fell to <body>).
  const [lastCourse, setLastCourse] = useState(openCourse);
  if (openCourse && openCourse !== lastCourse) setLastCourse(openCourse);
  const course = openCourse ?? lastCourse;
  if (!course) return null;
  const tel = course.telNo ? telHref(course.telNo) : null;
  // The checked, normalised address is what gets rendered, never the raw string from the data source.
  const courseHref = safeExternalUrl(course.titleLink);

  return (
    <Modal
      title={course.title}
      size="lg"
      isOpen={openCourse !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          {renderScrap?.(course, { place: 'modal', pageKeys })}
          {courseHref && (
            <a
              href={courseHref}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles({ variant: 'primary' })}
            >
              {COURSE_LINK_TEXT}
              <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
            </a>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div>
          <CourseTypeTag type={course.type} />
        </div>
        <dl className="flex flex-col">
          <DetailRow label="지역">{course.regionName ?? course.address}</DetailRow>
          <DetailRow label="훈련기관">{course.subTitle}</DetailRow>
          <DetailRow label="주소">{course.address}</DetailRow>
          <DetailRow label="기간">{formatCourseDates(course.traStartDate, course.traEndDate)}</DetailRow>
          <DetailRow label="훈련일수">{formatDays(course.traDuration)}</DetailRow>
          <CourseFeeRows course={course} />
          <DetailRow label="기관 전화번호">
            {course.telNo && tel ? (
              <a
                href={tel}
                className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
              >
                {course.telNo}
              </a>
            ) : (
              <span className="text-ink-muted">알려진 번호가 없어요</span>
            )}
          </DetailRow>
        </dl>
        {isSample && (
          <p className="flex items-start gap-2 rounded-xl bg-warning-tint px-4 py-3 text-base text-ink">
            <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
            <span>{SAMPLE_COURSE_NOTE}</span>
          </p>
        )}
      </div>
    </Modal>
  );
}
