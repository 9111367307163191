import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../layouts/site-footer.tsx';
import {
  ContentPage,
  ContentSection,
  inlineLinkClass,
  listClass,
  orderedListClass,
} from './content-page.tsx';

const kbdClass =
  'rounded-md border border-line bg-white px-1.5 py-0.5 font-sans text-base font-semibold text-ink';

/** A key combination kept on one line: Ctrl + +. */
function Keys({ keys }: { keys: string[] }) {
  return (
    <span className="whitespace-nowrap">
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 && ' + '}
          <kbd className={kbdClass}>{key}</kbd>
        </span>
      ))}
    </span>
  );
}

const MENUS = [
  {
    name: '직업 정보',
    href: '/jobfound',
    text: '우리 나이에 새로 시작하기 좋은 직업 20가지를 모아 두었어요. 하는 일, 월급이나 일당, 필요한 자격증과 준비 기간, 몸과 마음이 얼마나 힘든지를 볼 수 있어요. 마음에 드는 직업은 나의 할일에 담아 준비를 시작하세요.',
  },
  {
    name: '교육 정보',
    href: '/learning',
    text: '고용24에 올라온 국비 지원 교육과정을 직업과 지역별로 찾아볼 수 있어요. 수업료, 기간, 장소를 확인하고, 신청은 고용24 사이트에서 해요.',
  },
  {
    name: '채용 정보',
    href: '/jobsearch',
    text: '사람인에 올라온 채용 공고를 직업과 사는 곳으로 골라 볼 수 있어요. 마감이 지난 공고는 보이지 않아요. 지원은 사람인 사이트에서 해요.',
  },
  {
    name: '나의 할일',
    href: '/mytodo',
    text: '담은 직업마다 준비할 일을 목록으로 정리해요. 할일마다 메모와 사진을 남길 수 있고, 마음에 드는 공고와 교육은 "스크랩"에 모여요. 회원만 쓸 수 있어요.',
  },
] as const;

export function HelpPage() {
  return (
    <ContentPage title="사용설명서" lead="다시봄을 처음 쓰시는 분을 위해 메뉴와 쓰는 방법을 쉽게 정리했어요.">
      <nav aria-label="사용설명서 차례" className="rounded-card bg-primary-soft p-5">
        <h2 className="mb-2 text-lg font-bold">차례</h2>
        <ol className={orderedListClass}>
          <li>
            <a href="#menus" className={inlineLinkClass}>
              메뉴마다 하는 일
            </a>
          </li>
          <li>
            <a href="#signup" className={inlineLinkClass}>
              회원가입 하는 방법
            </a>
          </li>
          <li>
            <a href="#recommend" className={inlineLinkClass}>
              직업 추천은 이렇게 해요
            </a>
          </li>
          <li>
            <a href="#text-size" className={inlineLinkClass}>
              글자를 크게 보는 방법
            </a>
          </li>
          <li>
            <a href="#contact" className={inlineLinkClass}>
              궁금한 점이 있을 때
            </a>
          </li>
        </ol>
      </nav>

      <ContentSection id="menus" title="1. 메뉴마다 하는 일">
        <p>화면 맨 위에 있는 메뉴예요. 휴대폰처럼 화면이 좁으면 오른쪽 위 "메뉴" 버튼 안에 들어 있어요.</p>
        <dl className="flex flex-col gap-5">
          {MENUS.map((menu) => (
            <div key={menu.name} className="rounded-card border border-line-soft p-5">
              <dt className="text-xl font-bold">
                <Link to={menu.href} className={inlineLinkClass}>
                  {menu.name}
                </Link>
              </dt>
              <dd className="mt-2">{menu.text}</dd>
            </div>
          ))}
        </dl>
        <p>
          채용 공고와 교육과정 사이트는 <strong>새 창</strong>으로 열려요. 다 보신 뒤 그 창을 닫으면 다시봄
          화면으로 돌아와요.
        </p>
      </ContentSection>

      <ContentSection id="signup" title="2. 회원가입 하는 방법">
        <p>
          직업 정보와 채용·교육 정보는 회원가입 없이도 볼 수 있어요. 직업을 담고, 할일을 만들고, 공고를
          스크랩하려면 회원가입이 필요해요. 화면 위 "로그인"을 누르고, 로그인 화면의 회원가입 링크를 눌러
          시작하세요. 네 단계로 되어 있어요.
        </p>
        <ol className={orderedListClass}>
          <li>
            <strong>아이디와 비밀번호</strong>: 아이디는 영어와 숫자로 4~20자예요. "중복 확인"을 눌러 쓸 수
            있는지 확인해요. 비밀번호는 8~16자이고 영어 소문자, 대문자, 숫자, 특수문자를 하나씩 넣어야 해요.
            입력하는 동안 화면에 조건이 하나씩 표시돼요.
          </li>
          <li>
            <strong>약관 동의와 이메일</strong>: 필수 항목 세 가지에 동의하고, 이메일 주소를 적어 인증번호를
            받아요.
          </li>
          <li>
            <strong>인증번호</strong>: 메일로 온 숫자 6자리를 3분 안에 입력해요. 메일이 안 오면 스팸함을
            확인하거나 "다시 받기"를 누르세요.
          </li>
          <li>
            <strong>프로필</strong>: 닉네임, 생년월일(숫자 8자리, 예: 19650315), 성별, 사는 곳을 입력하면
            가입이 끝나요.
          </li>
        </ol>
      </ContentSection>

      <ContentSection id="recommend" title="3. 직업 추천은 이렇게 해요">
        <p>
          홈 화면의 "직업 추천 받기"를 누르면 <strong>9가지 질문</strong>이 하나씩 나와요. 살아온 경험, 원하는
          근무 조건, 일하고 싶은 환경을 세 단계로 나누어 물어봐요. 언제든 "이전"을 눌러 답을 고칠 수 있어요.
        </p>
        <ul className={listClass}>
          <li>답에 따라 정해진 규칙으로 점수를 매겨, 잘 맞는 직업 3가지를 보여 드려요.</li>
          <li>직업마다 왜 추천했는지 이유(성격, 강점, 조건)를 함께 적어 드려요.</li>
          <li>결과가 마음에 들지 않으면 "다시 답하기"로 답을 바꿔 볼 수 있어요.</li>
        </ul>
        <p className="rounded-card border-l-4 border-primary bg-primary-soft px-5 py-4 font-semibold">
          참고용 추천이에요. 적성검사 결과는 아니에요.
        </p>
      </ContentSection>

      <ContentSection id="text-size" title="4. 글자를 크게 보는 방법">
        <p>
          화면 위쪽 <strong>글자 크기</strong>에서 "보통", "크게", "아주 크게" 중 하나를 누르세요. 화면이
          좁으면 "메뉴" 버튼 안에 있어요. 고른 크기는 이 기기에 기억되어 다음에 와도 그대로예요.
        </p>
        <p>브라우저의 확대 기능을 함께 써도 좋아요.</p>
        <ul className={listClass}>
          <li>
            윈도우 컴퓨터: <Keys keys={['Ctrl', '+']} />를 누르면 커지고, <Keys keys={['Ctrl', '-']} />를
            누르면 작아져요. <Keys keys={['Ctrl', '0']} />을 누르면 원래 크기로 돌아와요.
          </li>
          <li>
            맥 컴퓨터: <Keys keys={['⌘', '+']} />를 누르면 커지고, <Keys keys={['⌘', '-']} />를 누르면
            작아져요.
          </li>
          <li>휴대폰: 화면을 두 손가락으로 벌리면 커지고, 오므리면 작아져요.</li>
        </ul>
      </ContentSection>

      <ContentSection id="contact" title="5. 궁금한 점이 있을 때">
        <p>
          쓰다가 막히거나 고쳐야 할 점이 보이면 다시봄 팀에 메일을 보내 주세요. 되도록 빨리 답해 드릴게요.
          <br />
          <a href={`mailto:${CONTACT_EMAIL}`} className={inlineLinkClass}>
            {CONTACT_EMAIL}
          </a>
        </p>
      </ContentSection>
    </ContentPage>
  );
}

export { HelpPage as Component };
