import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './open-db.ts';
import { members, starterTodos, todoGroups, todos } from './schema.ts';

/**
 * Sample members (DATA.md "Sample members", ADR 019): fictional people with public plans across occupations and
 * regions, so the dreamers sections show content on a first start. Every one is marked: `is_demo`, a nickname that
 * starts with "예시 ·" (no real nickname can contain a space or a dot), a login ID with a hyphen (no real ID can) and
 * an address under the reserved `.invalid` domain (nothing can be mailed there). They cannot log in: the stored
 * "hash" is no hash at all, and login, find-ID and password reset skip `is_demo` rows.
 */

/** Not an argon2 hash: verifying any password against it fails (and login never gets that far for a demo row). */
export const DEMO_PASSWORD_HASH = '!demo-member-cannot-log-in';
export const DEMO_NICKNAME_PREFIX = '예시 · ';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type DemoPerson = {
  /** The persona after "예시 · ". */
  persona: string;
  /** Occupation ids (data/occupations.json); the first is the main plan. */
  jobs: number[];
  /** Saramin location code of a region in data/regions.csv, or null (the card then says 등록된 지역이 없어요). */
  region: number | null;
  gender: 'FEMALE' | 'MALE';
  birthYear: number;
};

// Seventy people, every occupation at least once, regions from Seoul to Jeju. Fixed, so the seed is deterministic.
const PEOPLE: DemoPerson[] = [
  { persona: '요양보호사 준비생', jobs: [1], region: 101010, gender: 'FEMALE', birthYear: 1964 },
  { persona: '돌봄을 배우는 중', jobs: [1, 20], region: 106160, gender: 'FEMALE', birthYear: 1961 },
  { persona: '간호조무사 도전', jobs: [2], region: 104070, gender: 'FEMALE', birthYear: 1968 },
  { persona: '보육교사 꿈나무', jobs: [3], region: 108040, gender: 'FEMALE', birthYear: 1966 },
  { persona: '사회복지사 공부 중', jobs: [4], region: 103040, gender: 'MALE', birthYear: 1963 },
  { persona: '직업상담사 준비생', jobs: [5, 6], region: 105030, gender: 'MALE', birthYear: 1962 },
  { persona: '마음 듣는 상담 공부', jobs: [6], region: 102190, gender: 'FEMALE', birthYear: 1967 },
  { persona: '급식 도우미 새내기', jobs: [7], region: 107010, gender: 'FEMALE', birthYear: 1960 },
  { persona: '사무보조 다시 시작', jobs: [8], region: 101230, gender: 'MALE', birthYear: 1965 },
  { persona: '회계사무 차근차근', jobs: [9, 8], region: 102240, gender: 'FEMALE', birthYear: 1969 },
  { persona: '동물병원 일 배우기', jobs: [10], region: 109130, gender: 'MALE', birthYear: 1966 },
  { persona: '웨딩 헬퍼 준비', jobs: [11], region: 114130, gender: 'FEMALE', birthYear: 1963 },
  { persona: '미용사 두 번째 봄', jobs: [12], region: 113140, gender: 'FEMALE', birthYear: 1962 },
  { persona: '피부미용 공부 중', jobs: [13], region: 110057, gender: 'FEMALE', birthYear: 1970 },
  { persona: '네일아트 연습 중', jobs: [14, 15], region: 116040, gender: 'FEMALE', birthYear: 1967 },
  { persona: '메이크업 배우는 중', jobs: [15], region: 102050, gender: 'FEMALE', birthYear: 1965 },
  { persona: '반려견 미용 도전', jobs: [16], region: 101010, gender: 'MALE', birthYear: 1964 },
  { persona: '레크리에이션 지도 준비', jobs: [17], region: 106160, gender: 'MALE', birthYear: 1959 },
  { persona: '바리스타 준비생', jobs: [18], region: 101230, gender: 'FEMALE', birthYear: 1966 },
  { persona: '커피 향 따라 2막', jobs: [18, 7], region: 104070, gender: 'MALE', birthYear: 1961 },
  { persona: '공인중개사 수험생', jobs: [19], region: 102190, gender: 'MALE', birthYear: 1963 },
  { persona: '산후조리사 준비', jobs: [20], region: 108040, gender: 'FEMALE', birthYear: 1965 },
  { persona: '어르신 돌봄 2막', jobs: [1], region: 110057, gender: 'MALE', birthYear: 1960 },
  { persona: '복지관 봉사에서 시작', jobs: [4, 17], region: 113140, gender: 'FEMALE', birthYear: 1962 },
  { persona: '상담 자격 공부', jobs: [5], region: null, gender: 'FEMALE', birthYear: 1968 },
  { persona: '숫자와 친해지기', jobs: [9], region: 116040, gender: 'MALE', birthYear: 1964 },
  { persona: '가위 다시 잡은 손', jobs: [12], region: 103040, gender: 'MALE', birthYear: 1961 },
  { persona: '웃음 나누는 지도사', jobs: [17], region: 105030, gender: 'FEMALE', birthYear: 1963 },
  { persona: '부동산 공부 1년차', jobs: [19, 8], region: 102240, gender: 'MALE', birthYear: 1962 },
  { persona: '아이들과 두 번째 봄', jobs: [3], region: 114130, gender: 'FEMALE', birthYear: 1967 },
  { persona: '간병 일 배우는 중', jobs: [21], region: 101010, gender: 'FEMALE', birthYear: 1962 },
  { persona: '활동지원사 새내기', jobs: [22, 21], region: 105030, gender: 'FEMALE', birthYear: 1965 },
  { persona: '손주 같은 아이들', jobs: [23], region: 109130, gender: 'FEMALE', birthYear: 1963 },
  { persona: '어르신 안부 챙기기', jobs: [24], region: 102050, gender: 'FEMALE', birthYear: 1961 },
  { persona: '마지막 길 배웅', jobs: [25], region: 103040, gender: 'MALE', birthYear: 1964 },
  { persona: '아파트 지킴이', jobs: [26, 29], region: 102240, gender: 'MALE', birthYear: 1959 },
  { persona: '설비 다시 공부', jobs: [27], region: 116040, gender: 'MALE', birthYear: 1963 },
  { persona: '관리사무소 도전', jobs: [28], region: null, gender: 'MALE', birthYear: 1966 },
  { persona: '주차장 새 출발', jobs: [29], region: 101230, gender: 'MALE', birthYear: 1960 },
  { persona: '소방안전 공부 중', jobs: [30, 27], region: 110057, gender: 'MALE', birthYear: 1962 },
  { persona: '버스 운전 준비', jobs: [31], region: 104070, gender: 'MALE', birthYear: 1964 },
  { persona: '택시로 2막', jobs: [32], region: 107010, gender: 'MALE', birthYear: 1961 },
  { persona: '택배 두 번째 봄', jobs: [33], region: 113140, gender: 'MALE', birthYear: 1967 },
  { persona: '지게차 연습 중', jobs: [34], region: 106160, gender: 'MALE', birthYear: 1965 },
  { persona: '굴착기 배우는 중', jobs: [35, 34], region: 102190, gender: 'MALE', birthYear: 1963 },
  { persona: '한식 조리 도전', jobs: [36], region: 114130, gender: 'FEMALE', birthYear: 1964 },
  { persona: '빵 굽는 아침', jobs: [37], region: 101010, gender: 'FEMALE', birthYear: 1966 },
  { persona: '급식실 새내기', jobs: [38, 36], region: 105030, gender: 'FEMALE', birthYear: 1962 },
  { persona: '떡 빚는 손', jobs: [39], region: null, gender: 'FEMALE', birthYear: 1960 },
  { persona: '평생교육 기획', jobs: [40], region: 102050, gender: 'FEMALE', birthYear: 1967 },
  { persona: '청소년과 함께', jobs: [41], region: 103040, gender: 'MALE', birthYear: 1965 },
  { persona: '한국어 선생님 준비', jobs: [42], region: 102240, gender: 'FEMALE', birthYear: 1963 },
  { persona: '우리 동네 해설사', jobs: [43], region: 116040, gender: 'MALE', birthYear: 1961 },
  { persona: '전직지원 공부', jobs: [44, 5], region: 108040, gender: 'MALE', birthYear: 1962 },
  { persona: '어르신 체조 교실', jobs: [45], region: 101230, gender: 'FEMALE', birthYear: 1964 },
  { persona: '청소로 다시 시작', jobs: [46], region: 110057, gender: 'FEMALE', birthYear: 1960 },
  { persona: '방역 일 배우기', jobs: [47], region: 104070, gender: 'MALE', birthYear: 1966 },
  { persona: '정리수납 연습', jobs: [48], region: 107010, gender: 'FEMALE', birthYear: 1968 },
  { persona: '새벽 거리 청소', jobs: [49, 46], region: 113140, gender: 'MALE', birthYear: 1959 },
  { persona: '텃밭 선생님 준비', jobs: [50], region: null, gender: 'FEMALE', birthYear: 1963 },
  { persona: '숲 이야기꾼', jobs: [51, 53], region: 102190, gender: 'MALE', birthYear: 1962 },
  { persona: '나무 가꾸는 손', jobs: [52], region: 114130, gender: 'MALE', birthYear: 1964 },
  { persona: '숲에서 쉼 찾기', jobs: [53], region: 101010, gender: 'FEMALE', birthYear: 1965 },
  { persona: '안내 창구 새 출발', jobs: [54], region: 105030, gender: 'FEMALE', birthYear: 1967 },
  { persona: '행정사 수험생', jobs: [55], region: 109130, gender: 'MALE', birthYear: 1961 },
  { persona: '경영지도사 도전', jobs: [56], region: 102050, gender: 'MALE', birthYear: 1960 },
  { persona: '전기 기능사 공부', jobs: [57, 60], region: 103040, gender: 'MALE', birthYear: 1963 },
  { persona: '도배 배우는 중', jobs: [58], region: 102240, gender: 'FEMALE', birthYear: 1966 },
  { persona: '용접 다시 잡은 손', jobs: [59], region: 116040, gender: 'MALE', birthYear: 1962 },
  { persona: '보일러실 2막', jobs: [60], region: 108040, gender: 'MALE', birthYear: 1961 },
];

export const DEMO_MEMBER_COUNT = PEOPLE.length;

const loginIdOf = (index: number) => `demo-${String(index + 1).padStart(2, '0')}`;
const emailOf = (index: number) => `${loginIdOf(index)}@demo.dasibom.invalid`;

const DEMO_MEMO =
  '(예시 메모) 다시봄이 보여 드리려고 만든 예시예요. 실제 회원의 기록이 아니에요.\n' +
  '첫 단계를 마쳤어요. 알아본 내용을 정리해 두니 다음 할 일이 훨씬 또렷해졌어요.';

/**
 * Adds the sample members that are missing, each with its groups and to-dos, in one transaction (idempotent: a
 * second run adds nothing). Dates are relative to `now`: groups started 2–8 weeks ago, a few to-dos of each plan
 * checked off over the past weeks, the last one or two kept private (proof that private plans stay hidden).
 */
export async function seedDemoMembers({ db, now }: { db: Db; now: Date }): Promise<{ added: number }> {
  const present = await db.select({ loginId: members.loginId }).from(members).where(eq(members.isDemo, true));
  const have = new Set(present.map((row) => row.loginId));
  const missing = PEOPLE.map((person, index) => ({ person, index })).filter(
    ({ index }) => !have.has(loginIdOf(index)),
  );
  if (missing.length === 0) return { added: 0 };

  return db.transaction(async (tx) => {
    const jobIds = [...new Set(missing.flatMap(({ person }) => person.jobs))];
    const starters = await tx
      .select({ occupationId: starterTodos.occupationId, title: starterTodos.title })
      .from(starterTodos)
      .where(inArray(starterTodos.occupationId, jobIds))
      .orderBy(asc(starterTodos.occupationId), asc(starterTodos.position));
    const titlesOf = (jobId: number) => starters.filter((s) => s.occupationId === jobId).map((s) => s.title);

    let added = 0;
    for (const { person, index } of missing) {
      const joined = new Date(now.getTime() - (14 + ((index * 37) % 42)) * DAY_MS);
      const [member] = await tx
        .insert(members)
        .values({
          loginId: loginIdOf(index),
          email: emailOf(index),
          passwordHash: DEMO_PASSWORD_HASH,
          nickname: `${DEMO_NICKNAME_PREFIX}${person.persona}`,
          birthDate: `${person.birthYear}-0${(index % 9) + 1}-15`,
          gender: person.gender,
          regionCode: person.region,
          isDemo: true,
          createdAt: joined,
          updatedAt: joined,
        })
        // A real member can never hold these values (see above); a concurrent start may have added this one.
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (!member) continue;
      added += 1;
      for (const [planIndex, jobId] of person.jobs.entries()) {
        const titles = titlesOf(jobId);
        if (titles.length === 0) continue;
        const started = new Date(joined.getTime() + planIndex * 5 * DAY_MS);
        const completedCount = Math.min(titles.length - 2, 1 + ((index + planIndex * 3) % 5));
        const privateFrom = titles.length - (index % 3 === 0 ? 1 : 2);
        const sinceStart = now.getTime() - started.getTime();
        // Check-offs spread between the start and now: the most recent ones count for "most active".
        const checkedAt = (position: number) =>
          new Date(started.getTime() + (sinceStart * (position + 1)) / (completedCount + 1));
        const lastCheck = completedCount > 0 ? checkedAt(completedCount - 1) : started;
        const [group] = await tx
          .insert(todoGroups)
          .values({
            memberId: member.id,
            jobId,
            createdAt: started,
            lastActiveAt: lastCheck,
            totalView: (index * 7 + planIndex * 3) % 40,
          })
          .returning({ id: todoGroups.id });
        await tx.insert(todos).values(
          titles.map((title, position) => {
            const completed = position < completedCount;
            const created = new Date(started.getTime() + position * HOUR_MS);
            return {
              groupId: group!.id,
              title,
              position,
              completed,
              completedAt: completed ? checkedAt(position) : null,
              isPublic: position < privateFrom,
              memoText: position === 0 ? DEMO_MEMO : null,
              createdAt: created,
              updatedAt: completed ? checkedAt(position) : created,
            };
          }),
        );
      }
    }
    return { added };
  });
}

/** Removes every sample member with their groups, to-dos and view rows (cascade). */
export async function removeDemoMembers({ db }: { db: Db }): Promise<{ removed: number }> {
  const removed = await db.delete(members).where(eq(members.isDemo, true)).returning({ id: members.id });
  return { removed: removed.length };
}

/**
 * At every start (and in the build's template): `SEED_DEMO=true` adds the sample members that are missing;
 * `false` removes any there are (a database copied from the template, or one that had them before) — so with the
 * setting off, none exist (ADR 019).
 */
export async function applyDemoSetting({ db, now, enabled }: { db: Db; now: Date; enabled: boolean }) {
  if (enabled) return { demoMembers: 'seeded', ...(await seedDemoMembers({ db, now })) };
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(eq(members.isDemo, true));
  if (Number(n) === 0) return { demoMembers: 'off', removed: 0 };
  return { demoMembers: 'off', ...(await removeDemoMembers({ db })) };
}
