import type { ReadPart, ReadSentence } from './read-text.ts';

export const READ_ALOUD_LANG = 'ko-KR';

/** How long to wait for the browser to list its voices (Chrome lists none until `voiceschanged`, or ever). */
export const VOICE_WAIT_MS = 1500;

function isKorean(voice: SpeechSynthesisVoice): boolean {
  // Some Android builds write ko_KR.
  return voice.lang.toLowerCase().replace('_', '-').startsWith('ko');
}

/** The browser's Korean voice (its default one first, then ko-KR), or null. */
export function koreanVoiceOf(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const korean = voices.filter(isKorean);
  return (
    korean.find((voice) => voice.default) ??
    korean.find((voice) => voice.lang.replace('_', '-') === READ_ALOUD_LANG) ??
    korean[0] ??
    null
  );
}

/**
 * The Korean voice, once the browser has listed its voices: at once if it already has, else at `voiceschanged`, else
 * after `waitMs` with whatever it has then (a browser with no voices at all may never fire the event).
 */
export function findKoreanVoice(
  synth: SpeechSynthesis,
  waitMs = VOICE_WAIT_MS,
): Promise<SpeechSynthesisVoice | null> {
  const listed = synth.getVoices();
  if (listed.length > 0) return Promise.resolve(koreanVoiceOf(listed));
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(koreanVoiceOf(synth.getVoices()));
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener('voiceschanged', done);
  });
}

/**
 * playing: a sentence is being spoken. paused: 멈춤. waiting: a list's item is done and 다음 goes on. done: the last
 * sentence has been read. failed: the voice gave up (its error is not one we caused by cancelling).
 */
export type ReadAloudStatus = 'playing' | 'paused' | 'waiting' | 'done' | 'failed';

export type ReadAloudSnapshot = {
  status: ReadAloudStatus;
  /** 0-based part and sentence being read (or, when waiting, just read). */
  part: number;
  sentence: number;
  /** A next part exists: 다음 can go on. */
  hasNext: boolean;
  /** 1-based number of the list item being read and the number of items in the page, or 0 outside a list. */
  item: number;
  itemCount: number;
};

export type ReadAloudSessionOptions = {
  synth: SpeechSynthesis;
  voice: SpeechSynthesisVoice;
  parts: ReadPart[];
  rate: number;
  onChange: (snapshot: ReadAloudSnapshot) => void;
  /** The sentence now spoken, or null when none is (paused keeps it). */
  onSentence: (sentence: ReadSentence | null) => void;
};

export type ReadAloudSession = {
  start: () => void;
  pause: () => void;
  resume: () => void;
  restart: () => void;
  next: () => void;
  setRate: (rate: number) => void;
  stop: () => void;
};

type Speaker = {
  speak: (text: string, rate: number) => void;
  /** Drops the utterance being waited for and empties the browser's queue. */
  silence: () => void;
  /** The browser holds our paused utterance, so `resume()` goes on mid-sentence. */
  canResume: () => boolean;
};

/** Speaks one utterance at a time and reports only its own end or failure. */
function createSpeaker(
  synth: SpeechSynthesis,
  voice: SpeechSynthesisVoice,
  { onEnd, onError }: { onEnd: () => void; onError: () => void },
): Speaker {
  // The utterance we wait for. Events of one we cancelled arrive later and are ignored by this check; keeping the
  // reference also keeps Chrome from collecting it before its end event.
  let current: SpeechSynthesisUtterance | null = null;
  return {
    speak: (text, rate) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = READ_ALOUD_LANG;
      utterance.voice = voice;
      utterance.rate = rate;
      utterance.onend = () => {
        if (current !== utterance) return;
        current = null;
        onEnd();
      };
      utterance.onerror = (event) => {
        if (current !== utterance || event.error === 'interrupted' || event.error === 'canceled') return;
        current = null;
        onError();
      };
      current = utterance;
      synth.speak(utterance);
    },
    silence: () => {
      current = null;
      synth.cancel();
    },
    canResume: () => current !== null && synth.speaking && synth.paused,
  };
}

/**
 * Speaks `parts` one sentence at a time: each utterance's end starts the next, so the reader always knows which
 * sentence is heard (the highlight), a speed change applies at once, and no utterance is long enough for Chrome to
 * cut it off (it stops speaking after about 15 s of one utterance).
 */
export function createReadAloudSession({
  synth,
  voice,
  parts,
  rate: initialRate,
  onChange,
  onSentence,
}: ReadAloudSessionOptions): ReadAloudSession {
  let rate = initialRate;
  let part = 0;
  let sentence = 0;
  let status: ReadAloudStatus = 'playing';
  const items = parts.filter((candidate) => candidate.isItem);

  const report = () => {
    const read = parts[part];
    onChange({
      status,
      part,
      sentence,
      hasNext: part < parts.length - 1,
      item: read?.isItem ? items.indexOf(read) + 1 : 0,
      itemCount: items.length,
    });
  };

  /** Nothing is spoken until the person acts: at the end, between list items, or after a failure. */
  const settle = (next: ReadAloudStatus) => {
    status = next;
    onSentence(null);
    report();
  };

  const speaker = createSpeaker(synth, voice, {
    // Android's Chrome ends an utterance on pause(); resume then speaks this sentence again.
    onEnd: () => {
      if (status !== 'paused') advance();
    },
    onError: () => settle('failed'),
  });

  const speak = () => {
    const read = parts[part]?.sentences[sentence];
    if (!read) return;
    status = 'playing';
    onSentence(read);
    report();
    speaker.speak(read.text, rate);
  };

  const goTo = (nextPart: number) => {
    part = nextPart;
    sentence = 0;
    speak();
  };

  /** Cuts the sentence being heard (paused or not) and reads from the start of `nextPart`. */
  const jumpTo = (nextPart: number) => {
    speaker.silence();
    synth.resume();
    goTo(nextPart);
  };

  function advance() {
    const read = parts[part];
    if (!read) return;
    if (sentence < read.sentences.length - 1) {
      sentence += 1;
      speak();
    } else if (part >= parts.length - 1) {
      settle('done');
    } else if (read.isItem) {
      settle('waiting');
    } else {
      goTo(part + 1);
    }
  }

  return {
    start: () => {
      // Whatever another page or tab left queued would be read first.
      synth.cancel();
      goTo(0);
    },
    pause: () => {
      if (status !== 'playing') return;
      status = 'paused';
      synth.pause();
      report();
    },
    resume: () => {
      if (status !== 'paused') return;
      if (speaker.canResume()) {
        status = 'playing';
        synth.resume();
        report();
      } else {
        speaker.silence();
        // Paused too long, or paused by cancelling (Android): from the start of the sentence.
        synth.resume();
        speak();
      }
    },
    restart: () => jumpTo(0),
    next: () => {
      if (part < parts.length - 1) jumpTo(part + 1);
    },
    setRate: (nextRate) => {
      rate = nextRate;
      // The sentence being heard starts again at the new speed; a paused one takes it when resumed.
      if (status !== 'playing') return;
      speaker.silence();
      speak();
    },
    stop: () => {
      speaker.silence();
      synth.resume();
      onSentence(null);
    },
  };
}
