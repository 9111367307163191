import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataSourceNote, dataSourceText, formatFreshness } from './data-source-note.tsx';

const NOW = new Date('2026-05-01T10:00:00+09:00');

describe('DataSourceNote', () => {
  it('says how fresh the data is', () => {
    expect(formatFreshness('2026-05-01T09:59:40+09:00', NOW)).toBe('방금 전 기준');
    expect(formatFreshness('2026-05-01T09:48:00+09:00', NOW)).toBe('12분 전 기준');
    expect(formatFreshness('2026-05-01T07:00:00+09:00', NOW)).toBe('3시간 전 기준');
    expect(formatFreshness('2026-04-29T09:00:00+09:00', NOW)).toBe('2일 전 기준');
    expect(formatFreshness('2026-05-01T10:03:00+09:00', NOW)).toBe('방금 전 기준');
    expect(formatFreshness(null, NOW)).toBeNull();
    expect(dataSourceText('WORK24', '2026-05-01T09:50:00+09:00', NOW)).toBe('고용24 · 10분 전 기준');
    expect(dataSourceText('SARAMIN', '2026-05-01T09:50:00+09:00', NOW)).toBe('사람인 · 10분 전 기준');
    expect(dataSourceText('SARAMIN', null, NOW)).toBe('사람인');
    expect(dataSourceText('SARAMIN', 'not a time', NOW)).toBe('사람인');
  });

  it('shows the 예시 데이터 badge with the explanation for the sample source, and no time', () => {
    render(
      <DataSourceNote source="SAMPLE" syncedAt="2026-05-01T09:00:00+09:00" sampleDescription="예시예요." />,
    );
    expect(screen.getByText('예시 데이터')).toBeInTheDocument();
    expect(screen.getByText('예시예요.')).toBeInTheDocument();
    expect(screen.queryByText(/전 기준/)).not.toBeInTheDocument();
  });
});
