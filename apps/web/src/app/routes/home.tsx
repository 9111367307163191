import { TOAST_DURATION } from '@dasibom/contract/plain';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HomeEntryCards } from '../../features/home/components/home-entry-cards.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { getPopularRecruitQueryOptions } from '../../features/recruit/api/get-popular-recruit.ts';
import { HiringStatusCard } from '../../features/recruit/components/hiring-status-card.tsx';
import { useTodoGroup } from '../../features/todos/api/get-todo-group.ts';
import { MyDreamBanner, MyDreamBannerLoading } from '../../features/todos/components/my-dream-banner.tsx';
import { readHomePlanHint, writeHomePlanHint } from '../../lib/home-plan-hint.ts';
import { readToastState } from '../../lib/navigation.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { toast, useToastStore } from '../../stores/toast-store.ts';
import type { Prefetch } from '../prefetch.ts';
import { HomeDreamersSlot } from './home-dreamers-slot.tsx';
import { HomeLatestSlot } from './home-latest-slot.tsx';
import { HomeLocalJobs } from './home-local-jobs.tsx';

/**
 * A message another page sent home with (`state: toastState('…')`, spec: Home): shown for 1.5 s, once — the state is
 * taken out of the history entry, so back/forward or a reload do not show it again.
 */
function useNavigationToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = readToastState(location.state);
  useEffect(() => {
    if (!message) return;
    // One toast, however often this runs (StrictMode runs effects twice).
    if (!useToastStore.getState().toasts.some((t) => t.message === message))
      toast(message, { durationMs: TOAST_DURATION.navigation });
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [message, navigate, location.pathname, location.search, location.hash]);
}

/**
 * Home (/), in the spec's three variants (spec: Home):
 *   - visitors: HomeHero (직업 추천 받기 → /login), 열심히 준비하는 드리머;
 *   - members without a to-do group: HomeHero (직업 추천 받기 → /onboard), 열심히 준비하는 드리머;
 *   - members with a group: MyDreamBanner (days, job, 4 open to-dos, /mytodo), 같은 꿈을 꾸는 드리머.
 * Whether someone is logged in is known at once (the session store), so a visitor's page never waits; a member's
 * banner keeps its place while their to-dos load (the plan banner's frame, or the questionnaire banner when this
 * member had no plan last time). Then the hiring status ("인기 직종 채용 현황"; "{시·도} 채용 현황" for
 * members with a plan), the local jobs, the entry cards, the dreamers and the latest postings (both loaded near the
 * screen).
 */
export function HomePage() {
  useNavigationToast();
  const memberId = useSessionStore((state) => (state.isLoggedIn ? state.memberId : null));
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const nickname = useSessionStore((state) => state.user?.nickname ?? state.nickname);
  // The group worked on last, as /mytodo reads it (one cache entry: a tick on either screen shows on both).
  const myTodo = useTodoGroup('active', { enabled: memberId !== null });
  // Without any group every value is null.
  const group = typeof myTodo.data?.todoGroupId === 'number' ? myTodo.data : null;
  // A member whose to-dos could not be read gets the visitor's banner (its button goes to /onboard): still useful.
  const isMemberLoading = isLoggedIn && myTodo.isPending;
  // What this member's banner was last time (lib/home-plan-hint.ts), read once per member.
  const planHint = useMemo(() => (memberId === null ? null : readHomePlanHint(memberId)), [memberId]);
  // Remember what the answer was for next time (memberId is null for visitors).
  const answered = !myTodo.isPending && !myTodo.isError;
  useEffect(() => {
    if (answered && memberId !== null) writeHomePlanHint(memberId, group !== null);
  }, [answered, memberId, group]);

  // Still waiting, with nothing better to draw than the plan banner's frame.
  const waiting = isMemberLoading && planHint !== false;

  return (
    <>
      {waiting ? (
        <MyDreamBannerLoading />
      ) : group ? (
        <MyDreamBanner group={group} nickname={nickname} />
      ) : (
        <HomeHero />
      )}
      <HiringStatusCard kind={group ? 'mine' : waiting ? 'pending' : 'popular'} />
      <HomeLocalJobs />
      <HomeEntryCards />
      <HomeDreamersSlot kind={group ? 'same' : waiting ? null : 'hardest'} />
      {/* Loaded when it comes near the screen (home-latest-slot.tsx). */}
      <HomeLatestSlot />
    </>
  );
}

/**
 * Home's public read for the server's first render (router.tsx `preparePage`): the nationwide hiring status, which
 * visitors and members without a plan see. What else home shows of a member is read in the browser.
 */
export const prefetch: Prefetch = ({ client }) =>
  client.prefetchQuery(getPopularRecruitQueryOptions(null, null));
