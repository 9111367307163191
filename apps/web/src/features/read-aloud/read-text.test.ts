import { afterEach, describe, expect, it } from 'vitest';
import { collectReadParts } from './read-text.ts';

function mainWith(html: string): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = html;
  document.body.append(main);
  return main;
}

const texts = (main: HTMLElement) =>
  collectReadParts(main).map((part) => ({
    isItem: part.isItem,
    sentences: part.sentences.map((sentence) => sentence.text),
  }));

afterEach(() => {
  document.body.replaceChildren();
});

describe('what 듣기 reads', () => {
  it('reads visible text in sentences: . ? ! 。 and line breaks end one, a heading or paragraph always does', () => {
    const main = mainWith(`
      <h1>요양보호사</h1>
      <p>어르신을 돌봐요. 몸이 힘든가요? 그래도 보람이 커요! 하루 8시간。<br>주 5일 근무</p>
      <p>평균 3.5년 걸려요</p>`);
    expect(texts(main)).toEqual([
      {
        isItem: false,
        sentences: [
          '요양보호사',
          '어르신을 돌봐요.',
          '몸이 힘든가요?',
          '그래도 보람이 커요!',
          '하루 8시간。',
          '주 5일 근무',
          '평균 3.5년 걸려요',
        ],
      },
    ]);
  });

  it('skips what is not seen and the controls: aria-hidden, hidden, screen-reader text, buttons, navigation, fields', () => {
    const main = mainWith(`
      <h2>직업 목록 <span aria-hidden="true">★</span></h2>
      <p hidden>숨은 글</p>
      <p>보이는 글<span class="sr-only"> 화면에 없는 글</span></p>
      <button type="button">저장</button>
      <nav aria-label="페이지 이동"><a href="?page=2">2</a></nav>
      <div><span id="label-job">직업군</span><button aria-labelledby="label-job">전체</button></div>
      <fieldset><legend>지역</legend><label><input type="checkbox">서울</label></fieldset>
      <svg><text>그림</text></svg>`);
    expect(texts(main)).toEqual([{ isItem: false, sentences: ['직업 목록', '보이는 글'] }]);
  });

  it('reads a link in a sentence, not a link drawn as a button', () => {
    const main = mainWith(`
      <a href="/jobfound" style="display: inline-flex">직업 목록으로</a>
      <p>자세한 내용은 <a href="/help">사용설명서</a>에 있어요.</p>`);
    expect(texts(main)).toEqual([{ isItem: false, sentences: ['자세한 내용은 사용설명서에 있어요.'] }]);
  });

  it('reads a card’s title even when it is a button (a posting opens its details)', () => {
    const main = mainWith('<h3><button type="button">요양보호사 모집</button></h3>');
    expect(texts(main)).toEqual([{ isItem: false, sentences: ['요양보호사 모집'] }]);
  });

  it('reads a fact’s term with its value', () => {
    const main = mainWith(`
      <dl>
        <div><dt>평균 임금</dt><dd>월 220만 원</dd></div>
        <div><dt>준비 기간</dt><dd><p>6개월</p><p>출처: 워크넷</p></dd></div>
      </dl>`);
    expect(texts(main)).toEqual([
      { isItem: false, sentences: ['평균 임금, 월 220만 원', '준비 기간, 6개월', '출처: 워크넷'] },
    ]);
  });

  it('makes each card of a list a part of its own; bullet points without a heading stay running text', () => {
    const main = mainWith(`
      <h1>직업 찾기</h1>
      <ul>
        <li><h3><a href="/jobinfo/1">요양보호사</a></h3><p>어르신을 돌봐요.</p><ul><li>자격증 필요</li></ul></li>
        <li><h3><a href="/jobinfo/2">바리스타</a></h3><p>커피를 만들어요.</p></li>
      </ul>
      <ul><li>하나</li><li>둘</li></ul>`);
    expect(texts(main)).toEqual([
      { isItem: false, sentences: ['직업 찾기'] },
      { isItem: true, sentences: ['요양보호사', '어르신을 돌봐요.', '자격증 필요'] },
      { isItem: true, sentences: ['바리스타', '커피를 만들어요.'] },
      { isItem: false, sentences: ['하나', '둘'] },
    ]);
  });

  it('gives each sentence its place on the page, across the elements it spans', () => {
    const main = mainWith('<p><strong>3명</strong>이 준비중이에요. 함께 해요.</p>');
    const [part] = collectReadParts(main);
    expect(part?.sentences.map((sentence) => sentence.range.toString())).toEqual([
      '3명이 준비중이에요.',
      '함께 해요.',
    ]);
  });
});
