import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../components/ui/cx.ts';
import { CONTACT_EMAIL } from '../layouts/site-footer.tsx';
import {
  ContentPage,
  ContentSection,
  inlineLinkClass,
  listClass,
  orderedListClass,
} from './content-page.tsx';
// Written by scripts/help-screenshots.mjs together with the pictures: their sizes in pixels.
import HELP_IMAGE_SIZES from './help-images.json';

/** Where the help pictures live (apps/web/public/images/help, made by `npm run help:screenshots`). */
const HELP_IMAGE_DIR = '/images/help';

type HelpImageName = keyof typeof HELP_IMAGE_SIZES;

const kbdClass =
  'rounded-md border border-line bg-white px-1.5 py-0.5 font-sans text-base font-semibold text-ink';

/** A link that stands on its own line (not inside a sentence): at least 44 px tall. */
const blockLinkClass = cx(inlineLinkClass, 'inline-flex min-h-11 items-center');

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

/**
 * A screenshot with its caption, on a tinted frame so it does not read as part of this page. Width and height come
 * from the file (no jump when it arrives); it loads when it comes near the screen. Full width on phones; on wider
 * screens at most 24rem (plus the frame), which grows with the text size.
 */
function HelpFigure({
  name,
  alt,
  caption,
  maxWidthClass = 'max-w-[25.5rem]',
}: {
  name: HelpImageName;
  alt: string;
  caption: ReactNode;
  maxWidthClass?: string;
}) {
  const { width, height } = HELP_IMAGE_SIZES[name];
  return (
    <figure className={cx('flex w-full flex-col gap-3 rounded-card bg-primary-tint p-3', maxWidthClass)}>
      <img
        src={`${HELP_IMAGE_DIR}/${name}.webp`}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-xl border border-line bg-white"
      />
      <figcaption className="px-1 text-base leading-normal text-ink">{caption}</figcaption>
    </figure>
  );
}

/** A titled part of a section. */
function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-xl font-bold leading-snug text-ink">{title}</h3>
      {children}
    </div>
  );
}

/** The sections in order; the table of contents links to each `id`. */
const SECTIONS = [
  { id: 'menus', title: '메뉴마다 하는 일' },
  { id: 'signup', title: '회원가입 하는 방법' },
  { id: 'recommend', title: '직업 추천은 이렇게 해요' },
  { id: 'mytodo', title: '나의 할일 쓰는 방법' },
  { id: 'nearby', title: '사는 곳 가까이에서 찾기' },
  { id: 'scrap', title: '스크랩' },
  { id: 'others', title: '다른 사람의 계획 보기' },
  { id: 'privacy', title: '개인정보와 공개 범위' },
  { id: 'text-size', title: '글자를 크게 보는 방법' },
  { id: 'contact', title: '궁금한 점이 있을 때' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** "3. 직업 추천은 이렇게 해요": the section's numbered title, as in the table of contents. */
function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const index = SECTIONS.findIndex((section) => section.id === id);
  return (
    <ContentSection id={id} title={`${index + 1}. ${SECTIONS[index]?.title}`}>
      {children}
    </ContentSection>
  );
}

const MENUS = [
  {
    name: '직업 정보',
    href: '/jobfound',
    text: '새로 시작하기 좋은 직업 20가지를 모아 두었어요. 자격증이 필요한지, 언제 일하는지, 몸을 얼마나 쓰는지로 골라 볼 수 있어요. 직업을 누르면 하는 일, 급여, 필요한 자격증과 준비 기간, 일의 강도(활동량, 스트레스, 대인관계)가 나와요. 같은 화면에서 그 직업의 채용 공고와 준비하는 사람들도 볼 수 있어요.',
  },
  {
    name: '교육 정보',
    href: '/learning',
    text: '나라에서 수강료를 지원하는 직업훈련 과정(고용24)을 직업과 사는 곳으로 찾아요. 이론 위주와 실습 위주 중에서 고를 수 있어요. 과정을 누르면 기간, 장소, 훈련비가 나와요. 내가 내는 돈(본인부담액)은 고용24가 알려 준 과정에만 함께 나와요. 신청은 고용24 사이트에서 해요.',
  },
  {
    name: '채용 정보',
    href: '/jobsearch',
    text: '사람인의 채용 공고를 직업과 사는 곳으로 골라 봐요. 마감이 가까운 순서나 여유 있는 순서로 볼 수 있고, 마감이 지난 공고는 보이지 않아요. 공고를 누르면 급여와 조건이 나와요. 지원은 사람인 사이트에서 해요.',
  },
  {
    name: '나의 할일',
    href: '/mytodo',
    text: '담은 직업마다 준비할 일을 목록으로 정리해요. 할일마다 메모, 사진, 유튜브 영상을 남길 수 있어요. 하트를 눌러 모은 공고와 교육과정은 "스크랩"에서 봐요. 회원만 쓸 수 있어요.',
  },
] as const;

export function HelpPage() {
  return (
    <ContentPage
      title="사용설명서"
      lead="다시봄을 처음 쓰시는 분을 위해 메뉴와 쓰는 방법을 쉽게 정리했어요. 그림은 휴대폰 화면을 예시 자료로 찍은 것이라, 컴퓨터에서는 배치가 조금 달라요."
    >
      <nav aria-label="사용설명서 차례" className="rounded-card bg-primary-soft p-5">
        <h2 className="mb-2 text-lg font-bold">차례</h2>
        <ol className="list-decimal pl-7 marker:font-bold marker:text-primary min-[48rem]:columns-2 min-[48rem]:gap-x-10">
          {SECTIONS.map((section) => (
            <li key={section.id} className="break-inside-avoid">
              <a
                href={`#${section.id}`}
                className="flex min-h-11 items-center py-1 font-medium text-primary-strong underline underline-offset-4 hover:text-primary"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="menus">
        <p>화면 맨 위에 있는 메뉴예요. 휴대폰처럼 화면이 좁으면 오른쪽 위 "메뉴" 버튼 안에 들어 있어요.</p>
        <HelpFigure
          name="menu"
          alt="휴대폰에서 메뉴 버튼을 누르면 열리는 창. 위에서부터 로그인 버튼, 직업 정보, 교육 정보, 채용 정보, 나의 할일, 사용설명서, 듣기, 그리고 글자 크기(보통, 크게, 아주 크게)가 있어요."
          caption='휴대폰에서 오른쪽 위 "메뉴"를 누르면 열리는 창이에요.'
        />
        <dl className="flex flex-col gap-5">
          {MENUS.map((menu) => (
            <div key={menu.name} className="rounded-card border border-line-soft p-5">
              <dt className="text-xl font-bold">
                <Link to={menu.href} className={blockLinkClass}>
                  {menu.name}
                </Link>
              </dt>
              <dd className="mt-2">{menu.text}</dd>
            </div>
          ))}
        </dl>
        <ul className={listClass}>
          <li>
            로그인하면 오른쪽 위에 내 사진이 보여요. 누르면 마이페이지가 열려요. 닉네임, 사진, 사는 곳,
            비밀번호를 바꾸고, 담은 직업을 정리하거나 탈퇴할 수 있어요.
          </li>
          <li>
            화면 아래쪽 <strong>할일 추가</strong> 버튼을 누르면 어느 화면에서든 할일을 바로 적을 수 있어요.
            회원만 쓸 수 있어요.
          </li>
          <li>
            목록에 <strong>예시 데이터</strong> 표시가 있으면 실제 공고나 과정이 아니에요. 화면을 둘러보실 수
            있게 만든 예시예요.
          </li>
        </ul>
        <p>
          채용 공고와 교육과정 사이트는 <strong>새 창</strong>으로 열려요. 다 보신 뒤 그 창을 닫으면 다시봄
          화면으로 돌아와요.
        </p>
      </Section>

      <Section id="signup">
        <p>
          직업 정보, 채용·교육 정보, 직업 추천, 다른 사람이 공개한 계획은 회원가입 없이도 볼 수 있어요. 직업을
          담고, 할일을 만들고, 공고와 교육과정을 스크랩하려면 회원가입이 필요해요. 화면 위 "로그인"을 누르고,
          로그인 화면 아래 "회원가입"을 눌러 시작하세요. 네 단계로 되어 있어요.
        </p>
        <ol className={orderedListClass}>
          <li>
            <strong>아이디와 비밀번호</strong>: 아이디는 영어와 숫자로 4~20자예요. "중복 확인"을 눌러 쓸 수
            있는지 확인해요. 비밀번호는 8~16자이고 영어 소문자, 대문자, 숫자, 특수문자를 하나씩 넣어야 해요.
            입력하는 동안 화면에 조건이 하나씩 표시돼요. 아이디가 들어가거나 너무 흔한 비밀번호는 쓸 수
            없어요.
          </li>
          <li>
            <strong>약관 동의와 이메일</strong>: 필수 항목 세 가지에 동의하고, 이메일 주소를 적어 인증번호를
            받아요.
          </li>
          <li>
            <strong>이메일 인증</strong>: 메일로 온 숫자 6자리를 3분 안에 입력해요. 메일이 안 오면 스팸
            메일함을 확인하거나 "재전송"을 누르세요.
          </li>
          <li>
            <strong>프로필</strong>: 닉네임(다른 회원에게 보이는 이름, 2~8자), 생년월일(숫자 8자리, 예:
            19650315), 성별, 사는 곳을 입력하고 "시작하기"를 누르면 가입이 끝나요. 그다음 로그인해 주세요.
          </li>
        </ol>
        <HelpFigure
          name="signup"
          alt="회원가입 첫 단계 화면. 아이디 칸에 spring65가 적혀 있고, 비밀번호를 입력하는 중이에요. 비밀번호 조건 중 8~16자, 영문 소문자 포함, 숫자 포함에는 체크 표시가, 영문 대문자 포함과 특수문자 포함에는 X 표시가 있어요."
          caption="비밀번호를 입력하면 조건마다 지켰는지(✓) 아직인지(✕) 바로 보여요."
        />
        <p>
          아이디나 비밀번호가 생각나지 않으면 로그인 화면의 "아이디 찾기", "비밀번호 찾기"를 누르세요. 가입할
          때 쓴 이메일로 인증번호를 보내 드려요.
        </p>
      </Section>

      <Section id="recommend">
        <p>
          홈 화면의 "직업 추천 받기"를 누르면 <strong>질문 9개</strong>가 하나씩 나와요. 로그인하지 않았다면
          로그인 화면이 먼저 나와요. 홈 화면의 "로그인 없이 먼저 해 보기"를 누르면 로그인 없이도 답할 수
          있어요. 직업 정보 화면의 "나에게 맞는 직업 추천받기"로도 시작해요.
        </p>
        <ul className={listClass}>
          <li>살아온 경험, 원하는 근무 조건, 일하고 싶은 환경을 차례로 물어봐요.</li>
          <li>언제든 "이전"을 눌러 답을 고칠 수 있어요. 답하기 어려운 질문은 건너뛰어도 돼요.</li>
          <li>
            마지막 질문에서 "제출"을 누르면 결과가 나와요. 그 전에 "답 한눈에 보기"로 답을 모아 보고 고칠 수
            있어요.
          </li>
        </ul>
        <SubSection title="추천 결과 읽는 법">
          <ul className={listClass}>
            <li>답에 따라 정해진 규칙으로 점수를 매겨, 잘 맞는 직업 3가지를 보여 드려요.</li>
            <li>
              결과 맨 위에 "9개 질문 중 7개에 답하셨어요"처럼 몇 개에 답하셨는지 적어 드려요. 답한 질문이
              적으면 추천의 근거도 그만큼 적어요.
            </li>
            <li>
              직업마다 추천한 이유를 <strong>성향, 강점, 조건</strong>으로 나누어 적어 드려요. 이유에는 직접
              고르신 답과 그 직업의 사실이 맞닿을 때만 적어요. 예를 들어 "몸을 많이 쓰는 일도 괜찮다고
              하셨어요. 요양보호사는 몸을 많이 쓰는 일이에요."처럼요.
            </li>
            <li>
              답과 이어지는 점이 없으면 "이 일과 이어지는 점을 찾지 못했어요", 답하지 않은 질문은 "답하지
              않으셨어요"라고 그대로 알려 드려요.
            </li>
            <li>결과가 마음에 들지 않으면 "다시 답하기"로 지난번 답을 불러와 바꿔 볼 수 있어요.</li>
            <li>
              마음에 드는 직업은 "저장"을 눌러 나의 할일에 담아요. 로그인하지 않았다면 로그인한 뒤 이 결과로
              돌아와 담아 드려요.
            </li>
          </ul>
          <HelpFigure
            name="recommend"
            alt="추천 결과의 첫 번째 카드. 요양보호사 설명 아래 '추천한 이유'가 성향, 강점, 조건 세 칸으로 나뉘어 있어요. 예를 들어 조건 칸에는 '몸을 많이 쓰는 일도 괜찮다고 하셨어요. 요양보호사는 몸을 많이 쓰는 일이에요.'라고 적혀 있어요. 맨 아래에 저장과 상세 보기 버튼이 있어요."
            caption="추천 카드마다 고르신 답과 이어지는 이유가 적혀 있어요."
          />
        </SubSection>
        <p className="rounded-card border-l-4 border-primary bg-primary-soft px-5 py-4 font-semibold">
          참고용 추천이에요. 적성검사 결과는 아니에요.
        </p>
      </Section>

      <Section id="mytodo">
        <SubSection title="직업 담기">
          <p>
            직업 상세 화면의 "내 할일에 추가"나 추천 결과의 "저장"을 누르면 그 직업이 나의 할일에 담겨요.
            담으면 처음 해 볼 만한 할일 몇 가지가 목록에 미리 들어가 있어요. 직업은 여러 개 담을 수 있고, 나의
            할일 화면 위 "직업 선택"에서 골라 봐요.
          </p>
        </SubSection>
        <SubSection title="할일 체크하고 고치기">
          <ul className={listClass}>
            <li>다 한 일은 네모 칸을 눌러 체크해요. 위쪽에 "11개 중 3개 완료"처럼 얼마나 했는지 보여요.</li>
            <li>홈 화면에서도 남은 할일을 4개까지 바로 체크할 수 있어요.</li>
            <li>
              새 할일은 "추가하기"로 적어요. 다른 화면에서는 아래쪽 "할일 추가" 버튼으로 바로 적을 수 있어요.
            </li>
            <li>
              제목을 고치거나 할일을 지우려면 "편집"을 누르세요. 지운 할일은 10분 안에 "삭제 취소"를 누르면
              제자리로 돌아와요.
            </li>
          </ul>
          <HelpFigure
            name="todo-list"
            alt="나의 할일 화면. 직업 선택에 요양보호사가 골라져 있고, '11개 중 3개 완료'와 진행 막대가 보여요. 그 아래 편집, 추가하기 버튼과 할일 목록이 있어요. 위의 할일 3개는 체크되어 줄이 그어져 있고, 할일마다 오른쪽에 메모 단추가 있어요."
            caption="체크한 할일은 줄이 그어지고, 위쪽 완료 수가 늘어나요."
          />
        </SubSection>
        <SubSection title="메모, 사진, 영상 남기기">
          <p>
            할일 오른쪽의 "메모 쓰기"를 누르면 메모를 쓰는 화면이 열려요. 메모가 있는 할일에는 "메모 보기"가
            있어요. 누르면 메모를 읽을 수 있고, "수정하기"로 고쳐요. 휴대폰에서는 이 단추들이 글자 없이
            그림으로만 보여요.
          </p>
          <ul className={listClass}>
            <li>메모는 5,000자까지 쓸 수 있어요. 아래에 지금 몇 자인지 보여요.</li>
            <li>
              <strong>유튜브 링크</strong> 칸에 영상 주소를 하나 넣으면 그 화면에서 영상을 바로 볼 수 있어요.
              유튜브가 아닌 주소는 눌리지 않는 글자로만 보여요.
            </li>
            <li>
              <strong>사진</strong>은 JPG, PNG, WEBP로 5장까지, 한 장에 5MB까지 올려요. 새로 고르면 있던
              사진은 모두 새 사진으로 바뀌어요.
            </li>
            <li>다 쓰면 맨 아래 저장 버튼을 누르세요. 저장하지 않고 나가려 하면 한 번 더 물어봐요.</li>
          </ul>
          <HelpFigure
            name="todo-memo"
            alt="할일 수정 화면. 할일 제목 칸, 공개 스위치, 여러 줄로 적은 메모와 '104 / 5000' 글자 수, 그리고 유튜브 주소를 넣은 유튜브 링크 칸이 있어요."
            caption="메모 아래 유튜브 링크 칸에 영상 주소를 넣어요."
          />
          <HelpFigure
            name="todo-photos"
            alt="할일 화면의 사진 부분. 올릴 수 있는 사진 안내 아래에 예시 사진 두 장이 나란히 있고, 사진 새로 고르기와 사진 모두 지우기 버튼이 있어요."
            caption="올린 사진은 작게 모아 보여요. 그림 속 사진은 예시예요."
          />
        </SubSection>
        <SubSection title="담은 직업 정리하기">
          <p>
            담은 직업을 빼려면 마이페이지의 "직업 관리"에서 지울 직업의 "삭제"를 누르고 "저장"하세요. 그
            직업의 할일 목록과 메모도 함께 지워져요.
          </p>
        </SubSection>
      </Section>

      <Section id="nearby">
        <ul className={listClass}>
          <li>
            채용 정보와 교육 정보는 <strong>거주지</strong>에서 시·도와 시·군·구를 골라 그 지역만 볼 수
            있어요. 고른 조건은 목록 위에 표시되고, ×를 누르면 지워져요.
          </li>
          <li>
            로그인하고 처음 열면 가입할 때 적은 사는 곳이 미리 골라져 있어요. 다른 곳을 보려면 바꾸거나
            지우세요.
          </li>
          <li>
            홈 화면의 "우리 동네 일자리"는 사는 곳의 채용 공고를 모아 보여 드려요. 로그인하지 않았으면 시·도와
            시·군·구를 골라 보세요.
          </li>
          <li>
            직업 상세 화면의 채용 공고 3건과 홈 화면의 "최근 올라온 일자리"는 사는 곳에서 가까운 공고부터
            보여요. 같은 구·군, 같은 시·도, 전국 순서예요. 제목 아래에 "강남구 근처 공고", "전국 공고"처럼
            어디 공고인지 적혀 있어요. 로그인하지 않았으면 전국 공고를 보여 드려요.
          </li>
          <li>사는 곳은 마이페이지에서 바꿀 수 있어요.</li>
        </ul>
        <HelpFigure
          name="nearby"
          alt="직업 상세 화면의 요양보호사 채용 공고. 제목 아래 '강남구 근처 공고'라고 적혀 있고, 예시 데이터 표시와 더보기 링크가 있어요. 첫 공고 카드에는 서울 강남구 근무지와 마감일, 오른쪽 위에 채워진 하트가 있어요."
          caption='서울 강남구에 사는 회원에게는 "강남구 근처 공고"가 먼저 보여요.'
        />
      </Section>

      <Section id="scrap">
        <ul className={listClass}>
          <li>
            마음에 드는 채용 공고나 교육과정은 카드 오른쪽 위 <strong>하트</strong>를 눌러 스크랩하세요.
            하트가 채워지면 담긴 거예요. 한 번 더 누르면 빠져요.
          </li>
          <li>
            모은 것은{' '}
            <Link to="/mytodo/scrap/job" className={inlineLinkClass}>
              나의 할일 › 스크랩
            </Link>
            에서 봐요. "채용 정보"와 "학원 정보"로 나뉘어 있고, 최신 순·오래된 순과 지역으로 골라 볼 수
            있어요.
          </li>
          <li>마감된 공고도 스크랩에는 "마감"으로 남아 있어요.</li>
          <li>스크랩에서 휴지통 단추를 누르면 한 번 더 물어본 뒤 지워요.</li>
          <li>공고와 교육과정을 합쳐 100개까지 모을 수 있어요.</li>
        </ul>
        <HelpFigure
          name="scrap"
          alt="스크랩 화면. 채용 정보와 학원 정보 탭, 정렬(최신 순)과 지역 선택(전체 지역)이 있고, '스크랩한 채용 공고 2개' 아래에 첫 공고 카드가 보여요. 카드에는 근무지, 저장한 날, 오른쪽 위 휴지통 단추가 있어요."
          caption="하트를 눌러 모은 공고는 나의 할일의 스크랩에 모여요."
        />
      </Section>

      <Section id="others">
        <p>다른 회원이 공개한 할일 목록을 볼 수 있어요. 어떤 순서로 준비하는지 참고해 보세요.</p>
        <ul className={listClass}>
          <li>
            직업 상세 화면의 "이 직업을 준비하는 사람들"에서 "더 보기"를 누르면, 그 직업을 준비하는 사람들이
            모두 나와요.
          </li>
          <li>
            홈 화면에는 요즘 할일을 많이 해낸 분들("열심히 준비하는 드리머")이 나와요. 직업을 담았다면 같은
            직업을 준비하는 분들("같은 꿈을 꾸는 드리머")이 나와요.
          </li>
          <li>
            카드를 누르면 그분이 공개한 할일 목록이, 할일의 "메모"를 누르면 메모와 사진, 영상이 보여요. 보기만
            할 수 있어요.
          </li>
          <li>
            닉네임 옆에 <strong>예시</strong>가 붙은 분은 실제 회원이 아니에요. 처음 둘러보실 수 있게 만든
            예시 계획이에요.
          </li>
          <li>
            직업 정보의 "N명이 준비중"은 그 직업의 할일 목록을 공개한 사람 수예요. "준비하는 사람들"에 보이는
            분과 같아요. 예시 회원도 세고, "예시 N명 포함"으로 알려드려요.
          </li>
        </ul>
        <HelpFigure
          name="others"
          alt="요양보호사 준비하는 사람들 화면. '나를 빼고 공개한 사람 3명 (예시 3명 포함)' 아래 첫 카드에 '예시 · 요양보호사 준비생'과 예시 표시, 15일째 꿈꾸는 중, 할일 9개, 서울 강남구, 그리고 최근 할일 3개가 보여요."
          caption="다른 사람의 카드에는 닉네임, 사는 곳, 최근 할일이 보여요."
        />
      </Section>

      <Section id="privacy">
        <ul className={listClass}>
          <li>새로 만든 할일은 처음에 나만 볼 수 있어요.</li>
          <li>
            할일 하나를 공개하려면 할일 화면의 "공개" 스위치를 켜고 저장하세요. 한 직업의 할일을 한꺼번에
            공개하거나 숨기려면 나의 할일 화면 아래 <strong>목록 공개 설정</strong>의 스위치를 쓰세요. 그 뒤에
            새로 추가한 할일은 다시 나만 볼 수 있게 시작해요.
          </li>
          <li>
            공개하기 전에 "다른 사람에게 보이는 모습"을 누르면 다른 사람 화면에 어떻게 보이는지 미리 볼 수
            있어요.
          </li>
        </ul>
        <HelpFigure
          name="public"
          alt="목록 공개 설정. '이 직업의 할일 모두 공개' 스위치가 켜져 있고, '할일 11개를 모두 공개하고 있어요.'라고 적혀 있어요. 아래 미리보기에는 봄날님, 요양보호사, 꿈꾼 지 1일째와 공개한 할일들이 보여요."
          caption="스위치 하나로 한 직업의 할일을 모두 공개하거나 숨겨요."
        />
        <SubSection title="공개하면 보이는 것">
          <p>
            공개한 할일은 다른 회원과 로그인하지 않은 방문자도 볼 수 있어요. 닉네임, 프로필 사진, 사는
            곳(시·군·구), 준비하는 직업, 꿈꾼 날수, 공개한 할일과 완료 여부, 그 할일의 메모·링크·사진이
            보여요.
          </p>
          <p>
            아이디, 이메일, 생년월일, 성별, 공개하지 않은 할일은 보이지 않아요. 메모와 사진에는 전화번호나 집
            주소처럼 남이 알면 안 되는 내용을 넣지 마세요.
          </p>
        </SubSection>
        <SubSection title="조회수와 탈퇴">
          <p>
            조회수는 내 목록을 다른 사람이 본 횟수예요. 같은 사람은 하루에 한 번만 세고, 누가 봤는지는 알려
            드리지 않아요.
          </p>
          <p>
            회원 탈퇴는 마이페이지에서 할 수 있어요. 탈퇴하면 할일, 메모, 사진, 스크랩이 모두 지워져요.
            다시봄은 광고나 방문 분석 도구를 쓰지 않아요.
          </p>
        </SubSection>
      </Section>

      <Section id="text-size">
        <p>
          화면 위쪽 <strong>글자 크기</strong>에서 "보통", "크게", "아주 크게" 중 하나를 누르세요. 휴대폰처럼
          화면이 좁으면 "글자 크기" 단추를 먼저 누르세요. 세 가지가 나와요. 고른 크기는 이 기기에 기억되어
          다음에 와도 그대로예요. 로그인하면 계정에도 저장돼요. 다른 기기에서 로그인하면 그 크기로 보여요. 그
          기기에서 더 크게 골라 두었다면 큰 쪽을 그대로 써요.
        </p>
        <HelpFigure
          name="text-size"
          maxWidthClass="max-w-[29.5rem]"
          alt="컴퓨터 화면 위쪽의 글자 크기 단추. 사용설명서 링크와 듣기 단추 오른쪽에 보통, 크게, 아주 크게가 나란히 있고 보통이 골라져 있어요. 그 오른쪽에 로그인 버튼이 있어요."
          caption="컴퓨터에서는 화면 맨 위 오른쪽에 있어요."
        />
        <p>
          글을 읽기 힘들면 화면 위쪽 <strong>듣기</strong>를 누르세요(화면이 좁으면 "메뉴" 안에 있어요).
          화면의 글을 한 문장씩 소리 내어 읽어 드리고, 읽는 문장에 색을 칠해 보여드려요. 멈춤, 처음부터,
          빠르기(느리게, 보통, 빠르게)를 고를 수 있고, 목록은 한 항목씩 읽은 뒤 "다음"을 누르면 이어서 읽어요.
          기기에 한국어 음성이 없으면 읽지 않고 그렇다고 알려드려요.
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
      </Section>

      <Section id="contact">
        <p>
          쓰다가 막히거나 고쳐야 할 점이 보이면 다시봄 팀에 메일을 보내 주세요. 되도록 빨리 답해 드릴게요.
        </p>
        <p>
          <a href={`mailto:${CONTACT_EMAIL}`} className={blockLinkClass}>
            {CONTACT_EMAIL}
          </a>
        </p>
      </Section>
    </ContentPage>
  );
}

export { HelpPage as Component };
