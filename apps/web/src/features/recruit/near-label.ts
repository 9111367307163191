import type { NearTier } from '@dasibom/contract';
import { cityOf, districtOf, NEAR_TIERS } from '@dasibom/contract/plain';

/**
 * How near postings from GET /v1/recruit/near are, in words (ADR 021). `place` is the answer's place ("서울 강남구",
 * "서울"; null = nationwide only). A tier's name: "강남구 근처" (the district), "서울" (the rest of the city),
 * "전국" (anywhere).
 */
export function nearTierName(tier: NearTier, place: string | null): string {
  if (tier === 'nationwide' || place === null) return '전국';
  if (tier === 'city') return cityOf(place);
  return `${districtOf(place) || cityOf(place)} 근처`;
}

/**
 * What a list of near postings is, truthfully: one tier → "강남구 근처 공고" / "서울 공고" / "전국 공고"; several →
 * each with its count, nearest first ("강남구 근처 2건 · 전국 1건"). Nothing to show → null.
 */
export function nearSummary(postings: readonly { tier: NearTier }[], place: string | null): string | null {
  if (postings.length === 0) return null;
  const counts = NEAR_TIERS.map(
    (tier) => [tier, postings.filter((p) => p.tier === tier).length] as const,
  ).filter(([, count]) => count > 0);
  if (counts.length === 1) return `${nearTierName(counts[0]![0], place)} 공고`;
  return counts.map(([tier, count]) => `${nearTierName(tier, place)} ${count}건`).join(' · ');
}

/**
 * Where "더보기" on near postings points the list: the farthest place among them, so the list holds every posting
 * shown and more — the district when all are in it, its city when they reach the city, everywhere (null) otherwise.
 */
export function nearListLocation(
  postings: readonly { tier: NearTier }[],
  place: string | null,
): string | null {
  if (place === null || postings.length === 0 || postings.some((p) => p.tier === 'nationwide')) return null;
  return postings.some((p) => p.tier === 'city') ? cityOf(place) : place;
}
