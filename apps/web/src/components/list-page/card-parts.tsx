import { COURSE_FEE_LABELS } from '@dasibom/contract/plain';
import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format-number.ts';

/** The title button of a card whose press area is the whole card (the card is `relative`). */
export const CARD_TITLE_BUTTON_CLASS =
  'cursor-pointer break-keep break-words text-start text-ink outline-none after:absolute after:inset-0 after:rounded-card hover:text-primary-strong hover:underline';

/** A card's title as its one named button, opening the card's detail dialog. */
export function CardTitleButton({
  onPress,
  className = CARD_TITLE_BUTTON_CLASS,
  children,
}: {
  onPress: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h3 className="text-lg font-bold leading-snug">
      <button type="button" aria-haspopup="dialog" onClick={onPress} className={className}>
        {children}
      </button>
    </h3>
  );
}

/**
 * One fact of a card, in its <dl>: icon and label, then the value, which moves under its label when the two no
 * longer fit side by side (narrow card, large text). `isWide`: the value keeps more room before it moves.
 */
export function CardRow({
  icon,
  label,
  isWide = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start gap-x-2">
      <dt className="flex max-w-full shrink-0 items-center gap-1.5 font-semibold text-ink-muted">
        {icon}
        {label}
      </dt>
      <dd className={`min-w-0 ${isWide ? 'flex-[1_1_12rem]' : 'flex-[1_1_10rem]'} text-ink`}>{children}</dd>
    </div>
  );
}

/**
 * A course's fee (ADR 028): 본인부담액, what the person pays, when 고용24 gave it; otherwise 실제 훈련비 under its own
 * name, with `realManNote` saying it is the amount before support. 0 is "0원", never "무료".
 */
export function CourseFeeRow({
  fee,
  realManNote,
  isWide,
}: {
  fee: { selfPay: number | null; realMan: number };
  realManNote: string;
  isWide?: boolean;
}) {
  const icon = <Wallet aria-hidden="true" className="size-4.5" />;
  if (fee.selfPay !== null) {
    return (
      <CardRow icon={icon} label={COURSE_FEE_LABELS.selfPay} isWide={isWide}>
        <span className="font-bold">{`${formatNumber(fee.selfPay)}원`}</span>
      </CardRow>
    );
  }
  return (
    <CardRow icon={icon} label={COURSE_FEE_LABELS.realMan} isWide={isWide}>
      <span className="font-bold">{`${formatNumber(fee.realMan)}원`}</span>
      <span className="block text-ink-muted">{realManNote}</span>
    </CardRow>
  );
}
