import { Link } from 'react-router';
import { ContentPage, inlineLinkClass } from './content-page.tsx';

export function NoticePage() {
  return (
    <ContentPage title="공지사항" lead="다시봄의 새 소식을 알려 드려요.">
      <article
        aria-labelledby="notice-open"
        className="flex flex-col gap-4 rounded-card border border-line-soft p-6"
      >
        <p className="text-base font-semibold text-primary-strong">2026년 · 서비스 안내</p>
        <h2 id="notice-open" className="text-2xl font-bold leading-snug">
          다시봄이 문을 열었어요
        </h2>
        <p>
          다시봄은 인생 2막을 준비하는 50·60대를 위한 서비스예요. 흩어져 있던 직업 정보, 채용 공고, 국비 지원
          교육을 한곳에 모았고, 나에게 맞는 직업을 찾아 차근차근 준비할 수 있도록 할일 목록을 만들어 드려요.
        </p>
        <p>
          처음이시라면{' '}
          <Link to="/help" className={inlineLinkClass}>
            사용설명서
          </Link>
          를 먼저 읽어 보세요. 글씨가 작게 느껴지면 화면 위쪽의 "글자 크기"에서 "크게"나 "아주 크게"를 눌러
          주세요.
        </p>
        <p>불편한 점이나 바라는 점은 hello@dasibom.kr로 알려 주세요. 하나하나 읽고 고쳐 나갈게요.</p>
      </article>
    </ContentPage>
  );
}

export { NoticePage as Component };
