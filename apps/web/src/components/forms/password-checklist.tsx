import { PASSWORD_RULES } from '@dasibom/contract';
import { Check, X } from 'lucide-react';
import { cx } from '../ui/cx.ts';

export type PasswordChecklistProps = {
  id: string;
  password: string;
  /** The blocklist verdict (`passwordPolicyProblem`), shown once the composition rules pass. */
  policyProblem?: string | null;
  className?: string;
};

/**
 * The live password checklist (PRODUCT.md 9): every rule is visible before typing and ticks as it is met, with a
 * ✓ or ✗ and the words 충족/미충족 for screen readers — never colour alone. Tie it to the password input with
 * aria-describedby; it is deliberately not a live region (one announcement per keystroke would drown the typing).
 */
export function PasswordChecklist({ id, password, policyProblem, className }: PasswordChecklistProps) {
  const results = PASSWORD_RULES.map((rule) => ({ ...rule, isMet: rule.test(password) }));
  const allMet = results.every((rule) => rule.isMet);
  return (
    <div id={id} className={cx('@container rounded-xl bg-primary-soft px-4 py-3', className)}>
      <p className="text-base font-semibold text-ink">비밀번호 조건</p>
      <ul className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 @min-[18rem]:grid-cols-2">
        {results.map((rule) => (
          <li
            key={rule.id}
            className={cx(
              'flex items-center gap-2 text-base',
              rule.isMet ? 'font-semibold text-success' : 'text-ink-muted',
            )}
          >
            {rule.isMet ? (
              <Check aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />
            ) : (
              <X aria-hidden="true" className="size-5 shrink-0" strokeWidth={2.5} />
            )}
            <span>
              {rule.id === 'length' ? rule.label : `${rule.label} 포함`}
              <span className="sr-only">{rule.isMet ? ', 충족' : ', 미충족'}</span>
            </span>
          </li>
        ))}
      </ul>
      {allMet && policyProblem && (
        <p className="mt-2 flex items-start gap-1.5 text-base font-medium text-danger">
          <X aria-hidden="true" className="mt-0.5 size-5 shrink-0" strokeWidth={2.5} />
          <span>{policyProblem}</span>
        </p>
      )}
    </div>
  );
}
