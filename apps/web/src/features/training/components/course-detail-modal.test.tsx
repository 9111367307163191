import type { Course } from '@dasibom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { COURSE_LINK_TEXT, CourseDetailModal } from './course-detail-modal.tsx';

const COURSE: Course = {
  trprId: 'AIG20240000412345',
  trprDegr: '3',
  trainstCstId: '500020043526',
  title: '요양보호사 양성과정 (주간반)',
  subTitle: '서울중앙요양보호사교육원',
  address: '서울 강남구 테헤란로 123, 4층',
  titleLink: 'https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=AIG20240000412345',
  traStartDate: '2026-07-01',
  traEndDate: '2026-08-14',
  traDuration: 45,
  realMan: 189850,
  courseMan: 759400,
  telNo: '02-555-1234',
  type: '이론 위주',
  jobName: '요양보호사',
  regionName: '서울 강남구',
};

function renderModal(titleLink: string) {
  renderRoute(<CourseDetailModal course={{ ...COURSE, titleLink }} isSample={false} onClose={() => {}} />);
  return screen.getByRole('dialog', { name: COURSE.title });
}

describe('CourseDetailModal', () => {
  it('links out with the checked address, not the raw string it was given', () => {
    // Stray whitespace and a line break inside, as a scraped value can have: the browser-normalised form is used.
    const dialog = renderModal(' HTTPS://WWW.work24.go.kr/hr/a/\na/3100/selectTracseDetl.do?tracseId=AIG1 ');
    expect(within(dialog).getByRole('link', { name: COURSE_LINK_TEXT })).toHaveAttribute(
      'href',
      'https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=AIG1',
    );
  });

  it('shows no outside link for an address that is not a web address', () => {
    const dialog = renderModal('javascript:alert(1)');
    expect(within(dialog).queryByRole('link', { name: COURSE_LINK_TEXT })).not.toBeInTheDocument();
  });
});
