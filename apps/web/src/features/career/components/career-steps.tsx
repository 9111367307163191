import { CAREER_GROUPS, type CareerGroup } from '@dasibom/contract/career';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { nativeButtonStyles } from '../../../components/ui/link-button.tsx';
import { buildCareerSearch, type CareerParams } from '../career-params.ts';
import { ChoiceCard } from './choice-card.tsx';

export const PICK_GROUP_ERROR = '가장 오래 해 온 일의 종류를 하나 골라 주세요.';

const submitClass = nativeButtonStyles({ size: 'lg' });
const linkClass =
  'inline-flex min-h-11 items-center text-lg font-semibold text-primary-strong underline underline-offset-4';

/**
 * Step 1: the kind of work done for longest, as large radio cards. A plain GET form, so it works before the app
 * runs (the page is drawn by the server, ADR 040); once it runs, `onNext` moves on without a reload.
 */
export function GroupStep({
  initial,
  onNext,
}: {
  initial: CareerGroup | null;
  onNext: (params: CareerParams) => void;
}) {
  const [picked, setPicked] = useState<string | null>(initial?.id ?? null);
  const [hasError, setHasError] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const group = CAREER_GROUPS.find((g) => g.id === picked) ?? null;
    if (!group) {
      setHasError(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="group"]')?.focus();
      return;
    }
    onNext({ step: 'strengths', group, strengths: [] });
  };
  return (
    <form method="get" action="/career" noValidate onSubmit={submit} className="flex flex-col gap-6">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-4 text-2xl font-bold leading-snug">
          <span className="block text-base font-semibold text-primary-strong">1단계 / 2단계</span>
          가장 오래 해 온 일은 어떤 일인가요?
        </legend>
        {hasError && (
          <p id="career-group-error" className="text-lg font-semibold text-danger">
            {PICK_GROUP_ERROR}
          </p>
        )}
        <div className="grid grid-cols-1 gap-3 min-[44rem]:grid-cols-2">
          {CAREER_GROUPS.map((group) => (
            <ChoiceCard
              key={group.id}
              type="radio"
              name="group"
              value={group.id}
              isChecked={picked === group.id}
              onChange={() => {
                setPicked(group.id);
                setHasError(false);
              }}
              hint={group.examples}
              describedBy={hasError ? 'career-group-error' : undefined}
            >
              {group.label}
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`${submitClass} self-start`}>
        다음
      </button>
    </form>
  );
}

/** Step 2: what they were good at there (optional, any number), as large checkboxes. */
export function StrengthsStep({
  group,
  initial,
  onNext,
}: {
  group: CareerGroup;
  initial: readonly string[];
  onNext: (params: CareerParams) => void;
}) {
  const [picked, setPicked] = useState<string[]>([...initial]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const strengths = group.strengths.map((s) => s.id as string).filter((id) => picked.includes(id));
    onNext({ step: 'result', group, strengths });
  };
  return (
    <form method="get" action="/career" noValidate onSubmit={submit} className="flex flex-col gap-6">
      <input type="hidden" name="group" value={group.id} />
      <fieldset className="flex min-w-0 flex-col gap-4" aria-describedby="career-strengths-hint">
        <legend className="mb-2 text-2xl font-bold leading-snug">
          <span className="block text-base font-semibold text-primary-strong">
            2단계 / 2단계 · {group.label}
          </span>
          그 일을 하며 잘했던 것을 골라 주세요
        </legend>
        <p id="career-strengths-hint" className="text-lg text-ink-muted">
          여러 개 골라도 되고, 고르지 않아도 괜찮아요. 고른 강점과 잘 맞는 직업을 먼저 보여 드려요.
        </p>
        <div className="grid grid-cols-1 gap-3 min-[44rem]:grid-cols-2">
          {group.strengths.map((strength) => (
            <ChoiceCard
              key={strength.id}
              type="checkbox"
              name="strengths"
              value={strength.id}
              isChecked={picked.includes(strength.id)}
              onChange={(isChecked) =>
                setPicked((now) =>
                  isChecked ? [...now, strength.id] : now.filter((id) => id !== strength.id),
                )
              }
            >
              {strength.label}
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      {/* After the checkboxes: a plain submit then writes the same address as the app does. */}
      <input type="hidden" name="step" value="result" />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <button type="submit" className={submitClass}>
          이어지는 직업 보기
        </button>
        <Link
          to={`/career${buildCareerSearch({ step: 'group', group, strengths: [] })}`}
          className={linkClass}
        >
          일의 종류 다시 고르기
        </Link>
      </div>
    </form>
  );
}
