import type { Course } from '@dasibom/contract';
import { ExternalLink, Info } from 'lucide-react';
import type { ReactNode } from 'react';
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
      <dt className="text-base font-semibold text-ink-muted">{label}</dt>
      <dd className="text-lg text-ink">{children}</dd>
    </div>
  );
}

/** Why two amounts: what the trainee pays is the full fee minus the subsidy (when there is one). */
export function feeNote(realMan: number, courseMan: number): string {
  const check = '정확한 금액은 훈련기관에 확인해 주세요.';
  if (realMan < courseMan) return `수강료는 전체 훈련비에서 지원금을 뺀, 본인이 내는 금액이에요. ${check}`;
  if (realMan === courseMan) return `이 과정은 지원금 없이 전체 훈련비를 본인이 내요. ${check}`;
  return check;
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
  course,
  isSample,
  onClose,
  renderScrap,
  pageKeys = [],
}: CourseDetailModalProps) {
  if (!course) return null;
  const tel = course.telNo ? telHref(course.telNo) : null;
  // The checked, normalised address is what gets rendered, never the raw string from the data source.
  const courseHref = safeExternalUrl(course.titleLink);

  return (
    <Modal
      title={course.title}
      size="lg"
      isOpen
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
          <DetailRow label="수강료">
            <span className="font-bold">{formatWon(course.realMan)}</span>
            <span className="text-base text-ink-muted"> (본인이 내는 금액)</span>
          </DetailRow>
          {course.courseMan !== null && (
            <DetailRow label="전체 훈련비">
              {formatWon(course.courseMan)}
              <span className="mt-1 block text-base text-ink-muted">
                {feeNote(course.realMan, course.courseMan)}
              </span>
            </DetailRow>
          )}
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
