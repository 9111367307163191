import { toPage } from '@dasibom/contract';

/** Test-only: the 20 occupations in the server's order. */
export const OCCUPATION_NAMES = [
  '간호조무사',
  '공인중개사',
  '급식 도우미',
  '레크리에이션 지도사',
  '미용사 (네일)',
  '미용사 (메이크업)',
  '미용사 (일반)',
  '미용사 (피부)',
  '바리스타',
  '반려동물미용사',
  '보육교사',
  '사무보조원',
  '사회복지사',
  '산후조리사',
  '수의테크니션',
  '심리상담사',
  '요양보호사',
  '웨딩 헬퍼',
  '직업상담사',
  '회계사무원',
] as const;

/** Test-only: the GET /v1/job/list answer for page `pageNum` of `names`, 9 a page. */
export function makeOccupationPage(pageNum: number, names: readonly string[] = OCCUPATION_NAMES) {
  const size = 9;
  const content = names.slice(pageNum * size, pageNum * size + size).map((jobName, i) => ({
    jobId: pageNum * size + i + 1,
    jobName,
    jobDescription: `${jobName}의 일`,
    imageUrl: '',
    todoGroupNum: 0,
    todoGroupDemoNum: 0,
    requiredCertification: '필요함' as const,
    workTimeInfo: '평일 9시-18시' as const,
    physicalInfo: '중간 활동량' as const,
  }));
  return toPage(content, pageNum, size, names.length);
}
