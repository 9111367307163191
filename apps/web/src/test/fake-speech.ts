import { vi } from 'vitest';

/**
 * Test-only: a speechSynthesis that speaks nothing and records what it was given. `queued` holds every utterance
 * passed to speak() (text, lang, rate as set); `finish()` ends the one being spoken, as the voice would.
 */
export class FakeUtterance extends EventTarget {
  text: string;
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onend: ((event: Event) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(text: string) {
    super();
    this.text = text;
  }
}

export type FakeSpeech = ReturnType<typeof installFakeSpeech>;

export function voice(lang: string, name = lang): SpeechSynthesisVoice {
  return { lang, name, default: false, localService: true, voiceURI: name } as SpeechSynthesisVoice;
}

export function installFakeSpeech({
  voices: listed = [voice('ko-KR')],
}: {
  voices?: SpeechSynthesisVoice[];
} = {}) {
  let voices = listed;
  const events = new EventTarget();
  let speakingNow: FakeUtterance[] = [];
  const calls: string[] = [];
  const synth = {
    queued: [] as FakeUtterance[],
    calls,
    paused: false,
    get speaking() {
      return speakingNow.length > 0;
    },
    get pending() {
      return speakingNow.length > 1;
    },
    getVoices: () => voices,
    speak(utterance: FakeUtterance) {
      calls.push('speak');
      synth.queued.push(utterance);
      speakingNow.push(utterance);
    },
    cancel() {
      calls.push('cancel');
      const dropped = speakingNow;
      speakingNow = [];
      for (const utterance of dropped) utterance.onerror?.({ error: 'interrupted' });
    },
    pause() {
      calls.push('pause');
      if (speakingNow.length > 0) synth.paused = true;
    },
    resume() {
      calls.push('resume');
      synth.paused = false;
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    /** Lists new voices and says so, as a browser does once its voices have loaded. */
    setVoices(next: SpeechSynthesisVoice[]) {
      voices = next;
      events.dispatchEvent(new Event('voiceschanged'));
    },
    /** Ends the utterance being spoken. */
    finish() {
      const utterance = speakingNow.shift();
      utterance?.onend?.(new Event('end'));
    },
    /** The texts queued so far. */
    texts: () => synth.queued.map((utterance) => utterance.text),
    last: () => synth.queued.at(-1),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}
