import type { Course } from '@dasibom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCourse } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { COURSE_LINK_TEXT, CourseDetailModal } from './course-detail-modal.tsx';

const COURSE: Course = makeCourse({ selfPay: null });

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

  it('names each fee as 고용24 defines it: 본인부담액 first when known, 실제 훈련비 before support, 수강비', () => {
    renderRoute(
      <CourseDetailModal course={{ ...COURSE, selfPay: 37970 }} isSample={false} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: COURSE.title });
    const labels = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels.slice(labels.indexOf('훈련일수') + 1, labels.indexOf('기관 전화번호'))).toEqual([
      '내가 내는 돈(본인부담액)',
      '실제 훈련비',
      '수강비',
    ]);
  });

  it('without 본인부담액 says what 실제 훈련비 is and where to find what one pays', () => {
    const dialog = renderModal(COURSE.titleLink);
    const row = within(dialog).getByText('실제 훈련비', { selector: 'dt' }).nextElementSibling;
    expect(row).toHaveTextContent('189,850원');
    expect(row).toHaveTextContent(
      '지원금을 빼기 전 금액이에요. 내가 내는 돈은 고용24 과정 안내에서 확인해 주세요.',
    );
    expect(within(dialog).queryByText('내가 내는 돈(본인부담액)')).not.toBeInTheDocument();
  });

  it('shows no outside link for an address that is not a web address', () => {
    const dialog = renderModal('javascript:alert(1)');
    expect(within(dialog).queryByRole('link', { name: COURSE_LINK_TEXT })).not.toBeInTheDocument();
  });
});
