import { describe, expect, it } from 'vitest';
import { type FakeUtterance, installFakeSpeech, voice } from '../../test/fake-speech.ts';
import {
  createReadAloudSession,
  findKoreanVoice,
  koreanVoiceOf,
  type ReadAloudSnapshot,
} from './read-aloud-session.ts';
import type { ReadPart } from './read-text.ts';

function part(isItem: boolean, ...texts: string[]): ReadPart {
  return { isItem, sentences: texts.map((text) => ({ text, range: document.createRange() })) };
}

function start(parts: ReadPart[], rate = 1) {
  const synth = installFakeSpeech();
  const snapshots: ReadAloudSnapshot[] = [];
  const shown: (string | null)[] = [];
  const session = createReadAloudSession({
    synth: synth as unknown as SpeechSynthesis,
    voice: voice('ko-KR'),
    parts,
    rate,
    onChange: (snapshot) => snapshots.push(snapshot),
    onSentence: (sentence) => shown.push(sentence?.text ?? null),
  });
  session.start();
  return { synth, session, status: () => snapshots.at(-1)?.status, last: () => snapshots.at(-1), shown };
}

describe('the Korean voice', () => {
  it('is a voice whose language starts with ko, the default one first', () => {
    expect(koreanVoiceOf([voice('en-US'), voice('ja-JP')])).toBeNull();
    expect(koreanVoiceOf([voice('en-US'), voice('ko_KR', 'android')])?.name).toBe('android');
    const preferred = { ...voice('ko-KR', 'b'), default: true } as SpeechSynthesisVoice;
    expect(koreanVoiceOf([voice('ko-KR', 'a'), preferred])).toBe(preferred);
  });

  it('waits for voiceschanged when the browser has not listed its voices yet', async () => {
    const synth = installFakeSpeech({ voices: [] });
    const found = findKoreanVoice(synth as unknown as SpeechSynthesis, 60_000);
    synth.setVoices([voice('en-US'), voice('ko-KR', '유나')]);
    expect((await found)?.name).toBe('유나');
  });

  it('gives up after its bounded wait when the browser never lists a voice', async () => {
    const synth = installFakeSpeech({ voices: [] });
    expect(await findKoreanVoice(synth as unknown as SpeechSynthesis, 0)).toBeNull();
  });
});

describe('a reading session', () => {
  it('queues one sentence at a time in Korean at the chosen rate, the next after each end', () => {
    const { synth, status, shown } = start([part(false, '첫 문장.', '둘째 문장.')], 0.8);
    expect(synth.queued).toHaveLength(1);
    const first = synth.last() as FakeUtterance;
    expect({ text: first.text, lang: first.lang, rate: first.rate }).toEqual({
      text: '첫 문장.',
      lang: 'ko-KR',
      rate: 0.8,
    });
    expect(first.voice?.lang).toBe('ko-KR');
    synth.finish();
    expect(synth.texts()).toEqual(['첫 문장.', '둘째 문장.']);
    synth.finish();
    expect(status()).toBe('done');
    expect(shown).toEqual(['첫 문장.', '둘째 문장.', null]);
  });

  it('pauses and resumes the voice; a voice that ended on pause speaks the sentence again', () => {
    const { synth, session, status } = start([part(false, '하나.', '둘.')]);
    session.pause();
    expect(synth.calls.at(-1)).toBe('pause');
    expect(status()).toBe('paused');
    session.resume();
    expect(synth.calls.at(-1)).toBe('resume');
    expect(status()).toBe('playing');
    expect(synth.queued).toHaveLength(1);

    // Android: pause() ends the utterance. The end does not move on; resume reads 하나. again.
    session.pause();
    synth.finish();
    expect(synth.queued).toHaveLength(1);
    session.resume();
    expect(synth.texts()).toEqual(['하나.', '하나.']);
  });

  it('restarts from the first sentence, cancelling the one being read', () => {
    const { synth, session } = start([part(false, '하나.', '둘.')]);
    synth.finish();
    session.restart();
    expect(synth.calls).toContain('cancel');
    expect(synth.texts()).toEqual(['하나.', '둘.', '하나.']);
    // The cancelled utterance's late events are not taken for the new one's.
    synth.finish();
    expect(synth.texts()).toEqual(['하나.', '둘.', '하나.', '둘.']);
  });

  it('applies a new speed at once by reading the current sentence again', () => {
    const { synth, session } = start([part(false, '하나.', '둘.')]);
    session.setRate(1.2);
    expect(synth.queued.map((utterance) => [utterance.text, utterance.rate])).toEqual([
      ['하나.', 1],
      ['하나.', 1.2],
    ]);
    synth.finish();
    expect(synth.last()?.rate).toBe(1.2);
  });

  it('reads a list one item at a time: after an item it waits, and 다음 goes on', () => {
    const { synth, session, status, last } = start([
      part(false, '직업 목록'),
      part(true, '요양보호사', '어르신을 돌봐요.'),
      part(true, '바리스타'),
    ]);
    synth.finish();
    expect(last()).toMatchObject({ status: 'playing', item: 1, itemCount: 2 });
    synth.finish();
    synth.finish();
    expect(status()).toBe('waiting');
    expect(synth.texts()).toEqual(['직업 목록', '요양보호사', '어르신을 돌봐요.']);
    session.next();
    expect(last()).toMatchObject({ status: 'playing', item: 2, hasNext: false });
    expect(synth.texts().at(-1)).toBe('바리스타');
    synth.finish();
    expect(status()).toBe('done');
  });

  it('stops: cancels the voice and takes the highlight away', () => {
    const { synth, session, shown } = start([part(false, '하나.', '둘.')]);
    session.stop();
    expect(synth.speaking).toBe(false);
    expect(shown.at(-1)).toBeNull();
  });

  it('says it failed when the voice gives up, not when we cancelled it', () => {
    const { synth, status } = start([part(false, '하나.')]);
    (synth.last() as FakeUtterance).onerror?.({ error: 'synthesis-failed' });
    expect(status()).toBe('failed');
  });
});
