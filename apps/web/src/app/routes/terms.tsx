import { CONTACT_EMAIL } from '../layouts/site-footer.tsx';
import { ContentPage, ContentSection, inlineLinkClass, listClass } from './content-page.tsx';

export function TermsPage() {
  return (
    <ContentPage
      title="이용약관"
      lead="다시봄을 쓰시면서 알아 두실 내용을 쉬운 말로 정리했어요. 회원가입을 하면 이 약관과 개인정보 처리 방침에 동의하시는 거예요."
    >
      <ContentSection id="service" title="1. 다시봄은 이런 서비스예요">
        <p>
          다시봄은 두 번째 일을 준비하는 분이 직업을 알아보고, 채용 공고와 국비 지원 교육을 찾고, 준비할 일을
          목록으로 관리하도록 돕는 무료 서비스예요. 만 14세 이상이면 누구나 가입할 수 있어요.
        </p>
      </ContentSection>

      <ContentSection id="data" title="2. 저장하는 정보">
        <p>서비스를 제공하는 데 꼭 필요한 정보만 저장해요.</p>
        <ul className={listClass}>
          <li>
            가입할 때: 아이디, 비밀번호(알아볼 수 없게 암호화해서), 이메일, 닉네임, 생년월일, 성별, 사는
            곳(시·군·구)
          </li>
          <li>
            쓰시는 동안: 프로필 사진(올린 경우), 직업 추천 질문의 답, 담은 직업, 할일과 메모·사진, 스크랩한
            공고와 교육
          </li>
          <li>
            이 기기(브라우저)에: 로그인 상태를 유지하기 위한 정보와 고른 글자 크기. 로그아웃하면 로그인 정보는
            지워져요.
          </li>
        </ul>
        <p>광고나 방문 분석 도구는 쓰지 않고, 회원 정보를 다른 회사에 팔거나 넘기지 않아요.</p>
      </ContentSection>

      <ContentSection id="privacy-todo" title="3. 할일 목록은 처음에 비공개예요">
        <p>
          새로 만든 할일 목록은 <strong>나만 볼 수 있어요</strong>. 공개로 바꾸면 로그인하지 않은 방문자를
          포함해 누구나 닉네임, 프로필 사진, 사는 지역(시·군·구), 준비하는 직업, 공개한 할일과 그 메모·사진을
          볼 수 있어요. 언제든 다시 비공개로 바꿀 수 있어요. 메모나 사진에 연락처 같은 개인 정보를 적지 않도록
          조심해 주세요.
        </p>
      </ContentSection>

      <ContentSection id="sources" title="4. 채용 공고와 교육 정보는 다른 곳에서 가져와요">
        <ul className={listClass}>
          <li>채용 공고는 사람인, 교육과정은 고용24(고용노동부)에서 가져와 보여 드려요.</li>
          <li>
            지원과 수강 신청은 각 사이트에서 해요. 링크를 누르면 해당 사이트가 <strong>새 창</strong>으로
            열려요.
          </li>
          <li>
            공고와 과정의 내용은 각 사이트와 회사, 교육기관이 책임져요. 지원하기 전에 원래 사이트에서 꼭 다시
            확인하세요.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="recommend" title="5. 직업 추천은 참고용이에요">
        <p>
          9가지 질문의 답에 따라 정해진 규칙으로 직업을 골라 드려요. 참고용 추천이에요. 적성검사 결과는
          아니에요.
        </p>
      </ContentSection>

      <ContentSection id="rules" title="6. 함께 지켜 주세요">
        <ul className={listClass}>
          <li>다른 사람의 개인 정보나 사진을 허락 없이 올리지 말아 주세요.</li>
          <li>
            욕설, 광고, 남에게 피해를 주는 내용은 올리지 말아 주세요. 이런 글은 알리지 않고 지울 수 있어요.
          </li>
          <li>내 아이디와 비밀번호는 다른 사람에게 알려 주지 말아 주세요.</li>
        </ul>
      </ContentSection>

      <ContentSection id="withdraw" title="7. 탈퇴하면 모두 지워져요">
        <p>
          마이페이지에서 언제든 탈퇴할 수 있어요. 탈퇴하면 회원 정보, 담은 직업, 할일과 메모, 올린 사진,
          스크랩이 <strong>모두 바로 지워지고 되돌릴 수 없어요</strong>.
        </p>
      </ContentSection>

      <ContentSection id="terms-contact" title="8. 문의">
        <p>
          약관이나 개인 정보에 대해 궁금한 점은{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={inlineLinkClass}>
            {CONTACT_EMAIL}
          </a>
          로 보내 주세요. 약관이 바뀌면 공지사항으로 미리 알려 드려요.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

export { TermsPage as Component };
