import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_KOREAN_VOICE_TEXT, NO_SPEECH_TEXT } from '../../features/read-aloud/read-aloud-panel.tsx';
import { closeReadAloud } from '../../features/read-aloud/read-aloud-root.tsx';
import {
  READ_ALOUD_RATE_STORAGE_KEY,
  restoreStoredReadAloudRate,
  useReadAloudRateStore,
} from '../../stores/read-aloud-rate-store.ts';
import { type FakeSpeech, installFakeSpeech, voice } from '../../test/fake-speech.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { ReadAloudButton } from './read-aloud-button.tsx';

/*
 * 듣기 with a fake speechSynthesis: what is queued (text, lang, rate) and what the panel does. Where the bar shows
 * the button is CSS (container queries) and the highlight needs a real layout: e2e/read-aloud.spec.ts.
 */

function setup(content: string) {
  const user = userEvent.setup();
  renderRoute(
    <>
      <header>
        <ReadAloudButton />
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed test markup standing in for a page. */}
      <main id="main" dangerouslySetInnerHTML={{ __html: content }} />
    </>,
  );
  const listen = within(screen.getByRole('banner')).getByRole('button', { name: '듣기' });
  return { user, listen };
}

const panel = () => screen.getByRole('region', { name: '소리 내어 읽기' });

async function startReading(synth: FakeSpeech, content: string) {
  const view = setup(content);
  await view.user.click(view.listen);
  await waitFor(() => expect(synth.queued.length).toBeGreaterThan(0));
  return view;
}

afterEach(async () => {
  // The reader is a React root of its own, outside what testing-library unmounts.
  closeReadAloud();
  await waitFor(() => expect(screen.queryByRole('region', { name: '소리 내어 읽기' })).toBeNull());
  localStorage.removeItem(READ_ALOUD_RATE_STORAGE_KEY);
  useReadAloudRateStore.setState({ rate: 'normal' });
});

describe('듣기', () => {
  it('reads the page’s main content in Korean, one sentence at a time, from the top', async () => {
    const synth = installFakeSpeech();
    const { listen } = await startReading(synth, '<h1>요양보호사</h1><p>어르신을 돌봐요. 보람이 커요.</p>');
    expect(synth.queued.map(({ text, lang, rate }) => ({ text, lang, rate }))).toEqual([
      { text: '요양보호사', lang: 'ko-KR', rate: 1 },
    ]);
    expect(listen).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent('읽고 있어요.'));
    synth.finish();
    synth.finish();
    expect(synth.texts()).toEqual(['요양보호사', '어르신을 돌봐요.', '보람이 커요.']);
    // The controls take focus once reading starts.
    await waitFor(() => expect(within(panel()).getByRole('button', { name: '멈춤' })).toHaveFocus());
  });

  it('pauses with 멈춤 and goes on with 이어서 듣기; 처음부터 starts over', async () => {
    const synth = installFakeSpeech();
    const { user } = await startReading(synth, '<p>하나. 둘.</p>');
    await user.click(within(panel()).getByRole('button', { name: '멈춤' }));
    expect(synth.calls.at(-1)).toBe('pause');
    expect(within(panel()).getByRole('status')).toHaveTextContent('멈췄어요.');
    await user.click(within(panel()).getByRole('button', { name: '이어서 듣기' }));
    expect(synth.calls.at(-1)).toBe('resume');
    synth.finish();
    await user.click(within(panel()).getByRole('button', { name: '처음부터' }));
    expect(synth.texts()).toEqual(['하나.', '둘.', '하나.']);
  });

  it('reads at the chosen speed and remembers it on the device, like the text size', async () => {
    localStorage.setItem(READ_ALOUD_RATE_STORAGE_KEY, 'slow');
    restoreStoredReadAloudRate();
    const synth = installFakeSpeech();
    const { user } = await startReading(synth, '<p>하나. 둘.</p>');
    expect(synth.last()?.rate).toBe(0.8);
    const speed = within(panel()).getByRole('radiogroup', { name: '속도' });
    expect(within(speed).getByRole('radio', { name: '느리게' })).toBeChecked();
    await user.click(within(speed).getByRole('radio', { name: '빠르게' }));
    expect(localStorage.getItem(READ_ALOUD_RATE_STORAGE_KEY)).toBe('fast');
    // The sentence being heard starts again at the new speed.
    expect(synth.queued.map(({ text, rate }) => [text, rate])).toEqual([
      ['하나.', 0.8],
      ['하나.', 1.2],
    ]);
  });

  it('says the browser has no Korean voice, and reads nothing in another language', async () => {
    const synth = installFakeSpeech({ voices: [voice('en-US'), voice('ja-JP')] });
    const { user, listen } = setup('<p>하나.</p>');
    await user.click(listen);
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent(NO_KOREAN_VOICE_TEXT));
    expect(synth.queued).toEqual([]);
    expect(within(panel()).queryByRole('button', { name: '멈춤' })).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '소리 내어 읽기' })).toBeNull());
    expect(listen).toHaveFocus();
  });

  it('says so where the browser has no speech synthesis at all', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    Reflect.deleteProperty(window, 'speechSynthesis');
    const { user, listen } = setup('<p>하나.</p>');
    await user.click(listen);
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent(NO_SPEECH_TEXT));
  });

  it('reads a list one card at a time, and 다음 reads the next', async () => {
    const synth = installFakeSpeech();
    const { user } = await startReading(
      synth,
      `<h1>직업 목록</h1><ul>
        <li><h3>요양보호사</h3><p>어르신을 돌봐요.</p></li>
        <li><h3>바리스타</h3><p>커피를 만들어요.</p></li>
      </ul>`,
    );
    synth.finish();
    await waitFor(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent('2개 중 1번째 항목을 읽고 있어요.'),
    );
    synth.finish();
    synth.finish();
    expect(synth.texts()).toEqual(['직업 목록', '요양보호사', '어르신을 돌봐요.']);
    await waitFor(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent('다음 항목을 들으려면'),
    );
    await user.click(within(panel()).getByRole('button', { name: '다음' }));
    expect(synth.texts().slice(3)).toEqual(['바리스타']);
    expect(within(panel()).getByRole('button', { name: '다음' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('stops with Escape, and focus goes back to 듣기', async () => {
    const synth = installFakeSpeech();
    const { user, listen } = await startReading(synth, '<p>하나. 둘.</p>');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: '소리 내어 읽기' })).toBeNull());
    expect(synth.speaking).toBe(false);
    expect(listen).toHaveFocus();
    expect(listen).toHaveAttribute('aria-expanded', 'false');
    // Nothing more is read after the stop.
    synth.finish();
    expect(synth.texts()).toEqual(['하나.']);
  });

  it('stops when 듣기 is pressed again', async () => {
    const synth = installFakeSpeech();
    const { user, listen } = await startReading(synth, '<p>하나. 둘.</p>');
    await user.click(listen);
    await waitFor(() => expect(screen.queryByRole('region', { name: '소리 내어 읽기' })).toBeNull());
    expect(synth.calls.at(-2)).toBe('cancel');
    expect(listen).toHaveAttribute('aria-expanded', 'false');
  });
});
