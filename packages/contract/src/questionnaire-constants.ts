// No zod here: the questionnaire's screens show these on first load (contract/plain, ADR 012).

/**
 * The 9-question questionnaire (DATA.md): 4 steps — 경험 · 근무 조건 · 근무 환경 · 확인 — with 3 questions in each of
 * the first three. Option labels are also the wire values, defined once here for client and server.
 */
export const QUESTIONNAIRE_STEPS = ['경험', '근무 조건', '근무 환경', '확인'] as const;

export const QUESTIONS = [
  {
    num: 1,
    step: 0,
    title: '최근에 "이 일이라면 나도 잘할 수 있겠다" 싶었던 순간은 언제였나요?',
    options: [
      '누군가를 돕거나 돌봐 드릴 때',
      '새로운 것을 배우거나 책을 읽을 때',
      '일을 정리하고 계획을 세울 때',
      '손으로 무언가를 만들거나 꾸밀 때',
      '딱히 떠오르는 게 없어요',
    ],
  },
  {
    num: 2,
    step: 0,
    title: '시간 가는 줄 모르고 하게 되는 일은 무엇인가요?',
    options: [
      '사람들과 이야기 나누기',
      '손으로 만들고 가꾸기',
      '글, 숫자, 서류 다루기',
      '아이나 어르신, 동물 돌보기',
      '딱히 떠오르는 게 없어요',
    ],
  },
  {
    num: 3,
    step: 0,
    title: '주변에서 가장 자주 듣는 칭찬은 무엇인가요?',
    options: [
      '꼼꼼하다',
      '손재주가 좋다',
      '말을 조리 있게 잘한다',
      '배려심이 깊다',
      '믿음직하다',
      '계획을 잘 세운다',
    ],
  },
  {
    num: 4,
    step: 1,
    title: '새 일을 고를 때 가장 중요한 것은 무엇인가요?',
    options: ['나와 잘 맞는 일', '꾸준한 수입', '바로 시작할 수 있는 일'],
  },
  {
    num: 5,
    step: 1,
    title: '언제부터 일을 시작하고 싶으세요?',
    options: ['이번 달 안에 바로', '몇 달 준비해도 괜찮아요'],
  },
  {
    num: 6,
    step: 1,
    title: '원하는 근무 시간대는 언제인가요?',
    options: ['오전', '오후', '평일 낮 (9시~18시)', '주말이나 행사 때', '상관없어요'],
  },
  {
    num: 7,
    step: 2,
    title: '혼자 하는 일과 여럿이 함께하는 일 중 어느 쪽이 편하세요?',
    options: ['혼자 집중하는 일', '여러 사람과 어울리는 일'],
  },
  {
    num: 8,
    step: 2,
    title: '몸을 많이 쓰는 일도 괜찮으세요?',
    options: ['네, 괜찮아요', '되도록 피하고 싶어요'],
  },
  {
    num: 9,
    step: 2,
    title: '자격증이 필요한 일도 괜찮으세요?',
    options: ['네, 준비할 수 있어요', '아니요, 바로 시작하고 싶어요'],
  },
] as const;

export type Question = (typeof QUESTIONS)[number];

/**
 * The confirm step's slot in the spec's answer list: questions are numbered 1..9 across the steps and the confirm
 * step counts as one more slot (10), always unanswered. Accepted with empty responses; it carries nothing.
 */
export const CONFIRM_QUESTION_NUM = QUESTIONS.length + 1;
export type QuestionNum = Question['num'];
export type OptionOf<N extends QuestionNum> = Extract<Question, { num: N }>['options'][number];

export const QUESTIONNAIRE_MESSAGES = {
  unknownQuestion: '알 수 없는 질문 번호예요.',
  unknownOption: '질문에 없는 답이에요.',
  tooManyResponses: '한 질문에는 하나만 답할 수 있어요.',
  duplicateQuestion: '같은 질문에 두 번 답할 수 없어요.',
  recommendFailed: '추천 결과 생성에 실패했습니다.',
  noResult: '추천 결과가 존재하지 않습니다.',
  scopeLine: '참고용 추천이에요. 적성검사 결과는 아니에요.',
} as const;
