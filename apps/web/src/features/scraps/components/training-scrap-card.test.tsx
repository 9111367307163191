import type { TrainingScrap } from '@dasibom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTrainingScrap } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { TrainingScrapCard } from './training-scrap-card.tsx';

const SCRAP: TrainingScrap = makeTrainingScrap({ realMan: 1_234_000, selfPay: 185_100, closed: false });

function fee(scrap: TrainingScrap) {
  renderRoute(
    <ul>
      <TrainingScrapCard scrap={scrap} onDelete={() => {}} isDeleting={false} />
    </ul>,
  );
  return within(screen.getByRole('listitem'));
}

describe('TrainingScrapCard fee', () => {
  it('shows 본인부담액 as what the person pays when it was known', () => {
    const card = fee(SCRAP);
    expect(
      card.getByText('내가 내는 돈(본인부담액)', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('185,100원');
    expect(card.queryByText('1,234,000원')).not.toBeInTheDocument();
  });

  it('otherwise names 실제 훈련비 and says it is the amount before support', () => {
    const card = fee({ ...SCRAP, selfPay: null });
    const row = card.getByText('실제 훈련비', { selector: 'dt' }).nextElementSibling;
    expect(row).toHaveTextContent('1,234,000원');
    expect(row).toHaveTextContent(
      '지원금을 빼기 전 금액이에요. 내가 내는 돈은 고용24 과정 안내에서 확인해 주세요.',
    );
    expect(card.queryByText(/내가 내는 돈\(본인부담액\)|수강료|무료/)).not.toBeInTheDocument();
  });
});
