import type { JobDetail, Level } from '@dasibom/contract';
import { codeOfLabel, LEVEL_LABELS, PHYSICAL_LABELS } from '@dasibom/contract/plain';
import { ChevronDown, CircleHelp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { cx } from '../../../components/ui/cx.ts';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { SourceLine } from './fact-source.tsx';

type Measure = 'physical' | 'stress' | 'relationship';

type MeasureText = { title: string; question: string; meaning: string; levels: Record<Level, string> };

/** Plain words for each measure and what its level means in daily work. */
export const INTENSITY_TEXTS: Record<Measure, MeasureText> = {
  physical: {
    title: '활동량',
    question: '활동량이란?',
    meaning:
      '일하면서 몸을 얼마나 쓰는지예요. 오래 서 있거나 걷는 시간, 물건이나 사람을 들고 옮기는 일이 얼마나 많은지를 봐요.',
    levels: {
      LOW: '주로 앉아서 일하고, 힘을 쓰는 일은 드물어요. 체력 부담이 적은 편이에요.',
      MEDIUM: '서 있거나 걷는 시간이 꽤 있고, 가끔 물건을 옮기기도 해요. 보통 체력이면 충분해요.',
      HIGH: '오래 서 있거나 움직이고, 물건이나 사람을 부축하고 옮기는 일이 잦아요. 허리와 무릎 건강을 미리 챙겨 두면 좋아요.',
    },
  },
  stress: {
    title: '스트레스',
    question: '스트레스란?',
    meaning:
      '일하면서 마음이 긴장하거나 감정을 다스려야 하는 정도예요. 책임이 큰 일, 바쁜 시간, 까다로운 요청을 얼마나 자주 만나는지를 봐요.',
    levels: {
      LOW: '정해진 일을 차분히 하는 편이라 마음의 부담이 적어요.',
      MEDIUM: '바쁘거나 신경 쓸 일이 가끔 있지만, 대체로 감당할 만해요.',
      HIGH: '긴장되는 순간이나 감정을 꾹 참아야 하는 상황이 자주 있어요. 나만의 쉬는 방법을 함께 마련해 두면 좋아요.',
    },
  },
  relationship: {
    title: '대인관계',
    question: '대인관계란?',
    meaning:
      '일하면서 다른 사람을 얼마나 자주 만나고 이야기하는지예요. 손님, 이용자, 보호자, 동료와 나누는 대화가 모두 들어가요.',
    levels: {
      LOW: '혼자 맡은 일을 하는 시간이 길고, 사람을 대하는 일은 적어요.',
      MEDIUM: '사람을 만나고 이야기하는 일이 적당히 있어요.',
      HIGH: '하루 대부분 사람을 만나 돕고 설명하는 일이에요. 사람과 이야기하는 것을 좋아하면 잘 맞아요.',
    },
  },
};

const LEVEL_STEPS: Record<Level, number> = { LOW: 1, MEDIUM: 2, HIGH: 3 };

/** The API sends Korean labels ("높은 활동량", "높음"); both map back to one of three levels. */
export function levelOf(measure: Measure, label: string): Level {
  const code =
    measure === 'physical' ? codeOfLabel(PHYSICAL_LABELS, label) : codeOfLabel(LEVEL_LABELS, label);
  return code ?? 'MEDIUM';
}

/** Three pips, filled up to the level. Decorative: the level is also written out next to it. */
function LevelPips({ level }: { level: Level }) {
  const filled = LEVEL_STEPS[level];
  return (
    <span aria-hidden="true" className="flex gap-1">
      {[1, 2, 3].map((step) => (
        <span
          key={step}
          className={cx(
            'h-3 w-6 rounded-full border-2',
            step <= filled ? 'border-primary bg-primary' : 'border-line bg-white',
          )}
        />
      ))}
    </span>
  );
}

/**
 * One measure: name, pips and word, and an explanation that opens on click, tap, Enter or Space and stays open until
 * the reader closes it (the same button, 닫기 or Escape). Inline rather than a floating bubble: at 150 % text on a
 * phone a bubble would cover the very row it explains or be cut off. A native disclosure button (aria-expanded,
 * aria-controls) and panel, so the detail page loads no react-aria for it (ADR 012).
 */
function IntensityRow({ measure, label }: { measure: Measure; label: string }) {
  const text = INTENSITY_TEXTS[measure];
  const level = levelOf(measure, label);
  const [isExpanded, setIsExpanded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setIsExpanded(false);
    triggerRef.current?.focus();
  };

  return (
    <li
      className="border-b border-line-soft py-3 last:border-b-0"
      // Escape from the button or from inside the open explanation closes it, like a dismissable bubble would.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isExpanded) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="flex flex-col gap-3">
        {/* Narrow: name and 설명 on one line, the level under them. Wide: name, level, 설명 in one row. */}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 @min-[23rem]:grid-cols-[6rem_minmax(0,1fr)_auto]">
          <span className="text-lg font-semibold">{text.title}</span>
          <span className="col-span-2 row-start-2 flex items-center gap-3 @min-[23rem]:col-span-1 @min-[23rem]:col-start-2 @min-[23rem]:row-start-1">
            <LevelPips level={level} />
            <span className="whitespace-nowrap text-lg font-semibold text-primary-strong">
              {LEVEL_LABELS[level]}
            </span>
          </span>
          <button
            type="button"
            ref={triggerRef}
            aria-expanded={isExpanded}
            aria-controls={panelId}
            onClick={() => setIsExpanded(!isExpanded)}
            className="group col-start-2 row-start-1 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 justify-self-end rounded-lg px-2 text-base font-semibold whitespace-nowrap text-primary hover:bg-primary-tint active:bg-primary-tint @min-[23rem]:col-start-3"
          >
            <CircleHelp aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">{text.title} </span>설명
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-aria-expanded:rotate-180"
            />
          </button>
        </div>
        <div id={panelId} hidden={!isExpanded} className="rounded-lg bg-primary-soft">
          <div className="flex flex-col gap-2 p-4">
            <p className="font-semibold">{text.question}</p>
            <p className="text-base leading-relaxed">{text.meaning}</p>
            <p className="pt-1 font-semibold text-primary-strong">
              이 직업의 {text.title}: {LEVEL_LABELS[level]}
            </p>
            <p className="text-base leading-relaxed">{text.levels[level]}</p>
            <PlainButton variant="ghost" onClick={close} className="self-end">
              닫기<span className="sr-only"> ({text.title} 설명)</span>
            </PlainButton>
          </div>
        </div>
      </div>
    </li>
  );
}

const MEASURES: readonly Measure[] = ['physical', 'stress', 'relationship'];

/**
 * 일의 강도: activity, stress and contact with people, each as pips + a word, with an explanation on demand, and
 * where the levels come from (our own classification, said as such: ADR 030).
 */
export function WorkIntensityCard({
  strong,
  source,
}: {
  strong: JobDetail['strong'];
  source?: JobDetail['sources']['classification'];
}) {
  return (
    <section
      aria-labelledby="work-intensity-title"
      className="@container flex min-w-0 flex-col gap-2 rounded-card border border-line-soft bg-white p-5 min-[30rem]:p-6"
    >
      <h2 id="work-intensity-title" className="text-2xl font-bold">
        일의 강도
      </h2>
      <p className="text-base text-ink-muted">3단계로 나타냈어요. 설명을 누르면 자세히 볼 수 있어요.</p>
      <ul className="flex flex-col">
        {MEASURES.map((measure) => (
          <IntensityRow key={measure} measure={measure} label={strong[measure]} />
        ))}
      </ul>
      {source && (
        <div className="border-t border-line-soft pt-3">
          <SourceLine source={source} subject="일의 강도" />
        </div>
      )}
    </section>
  );
}
