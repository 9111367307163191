import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarFeeds,
  members,
  occupations,
  questionnaireAnswers,
  recruitScraps,
  refreshTokens,
  todoGroups,
  todoImages,
  todos,
  trainingScraps,
} from '../db/schema.ts';
import { makeUnsubscribeToken } from '../features/reminders/service.ts';
import {
  courseSourceOf,
  createMemoryLog,
  fixtureCourse,
  fixturePosting,
  postingSourceOf,
} from '../sync/fixture-sources.ts';
import { runSync } from '../sync/run-sync.ts';
import { bearer, codeIn, createMember, login, SEOUL_GANGNAM, type TestMember } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { routeCases } from '../test/routes.ts';

/**
 * The access matrix (SECURITY.md "Access control", issue 25): every operation of the OpenAPI document and of the
 * router × {visitor, owner, another member}, each with the status the API is designed to give. A route nobody added
 * here fails the first test by name, so access is decided (and written down) before a route ships.
 *
 * The three callers:
 * - visitor: no Authorization header, aimed at A's resources (ids, addresses, links) where the route takes one;
 * - owner: member A on A's own resources. Owner writes use throwaway resources of A's (a spare to-do, group, scrap),
 *   and account-wide actions that would end A's sessions (password change or reset, withdrawal) a spare member's own
 *   account, so that every owner cell sees the fixture as it was made;
 * - other: member B aimed at A's resources. Routes that only ever act on the caller (no id in the request) act on
 *   B's own account: the point there is that A's rows stay exactly as they were, which the visitor-and-other test asserts.
 *
 * Visitor and other cells run first, in table order; then A's rows are compared with a snapshot taken before them,
 * and no visitor or other answer may contain A's private text, image key, address, login ID or secret links. Owner
 * cells run last, in table order (the calendar feed is read before it is replaced and revoked).
 */

// ---- fixtures ----

/** Today is 2026-06-10 in Seoul; the fixture postings and courses are open then. */
const NOW = new Date('2026-06-10T12:00:00+09:00');
const marker = randomBytes(5).toString('hex');

type Session = { member: TestMember; accessToken: string; refreshToken: string };

type Fixture = {
  a: Session;
  b: Session;
  /** A's extra sessions: one for the owner's refresh, one for the owner's logout. */
  aRefresh: string;
  aLogout: string;
  jobs: {
    aMain: number;
    aPublicToggle: number;
    aRemovable: number;
    bOwn: number;
    aAdds: number;
    bAdds: number;
  };
  aGroup: number;
  aPublicToggleGroup: number;
  /** A's to-dos in aGroup: public with a memo; private with a memo and an image; two to write on; one deleted. */
  todo: { public: number; private: number; toEdit: number; toDelete: number; deleted: number };
  privateImageId: number;
  privateImageKey: string;
  bTodo: number;
  calendarToken: string;
  postings: { aKept: string; aRemovable: string; ownerAdds: string };
  courses: { aKept: string; aRemovable: string; ownerAdds: string };
};

let t: TestApp;
let f: Fixture;
let png: Buffer;

type FileSpec = { data: Buffer; name: string; type: string };
function form(spec: Record<string, string | FileSpec[]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(spec)) {
    if (typeof value === 'string') body.append(name, value);
    else
      for (const file of value)
        body.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  return body;
}
const pngFile = (): FileSpec => ({ data: png, name: 'photo.png', type: 'image/png' });

/** A fixture step that must work: a failure here is a broken fixture, not a cell of the matrix. */
async function must(s: Session | null, method: InjectOptions['method'], url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: s ? bearer(s.accessToken) : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  if (res.statusCode !== 200) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

async function session(member: TestMember): Promise<Session> {
  const { accessToken, refreshToken } = await login(t, member);
  return { member, accessToken, refreshToken };
}
/** A member of its own, for account-wide actions (password, withdrawal) that must not touch A or B. */
async function spare(): Promise<Session> {
  return session(await createMember(t));
}

let addressSeq = 0;
/** An address nobody has used, for sign-up flows. */
const freshAddress = () => `matrix-${marker}-${++addressSeq}@example.com`;

/** Codes for one address and type are at least 30 s apart (SECURITY.md): each request waits that out first. */
function waitOutResend() {
  t.clock.advance(31_000);
}
async function requestCode(body: Record<string, unknown>) {
  waitOutResend();
  await must(null, 'POST', '/v1/member/auth/email/verifications', body);
  return codeIn(t, String(body.email));
}
async function verifiedSignUpBody(): Promise<Record<string, unknown>> {
  const body = signUpBody();
  const code = await requestCode({ email: body.email, type: 'SIGN_UP' });
  await must(null, 'POST', '/v1/member/auth/email/verifications/verify', {
    email: body.email,
    type: 'SIGN_UP',
    code,
  });
  return body;
}
function signUpBody() {
  const email = freshAddress();
  const n = addressSeq;
  return {
    loginId: `mx${marker}${n}`,
    password: 'Bom2026!spring',
    email,
    nickName: `새싹${n}`.slice(0, 8),
    birthDate: '1964/05/20',
    gender: 'MALE',
    regionCode: SEOUL_GANGNAM,
  };
}

async function makeFixture(): Promise<Fixture> {
  t.clock.set(NOW);
  const sync = await runSync({
    db: t.db,
    clock: t.clock,
    sources: {
      postings: postingSourceOf(['P1', 'P2', 'P3'].map((externalId) => fixturePosting({ externalId }))),
      courses: courseSourceOf(['C1', 'C2', 'C3'].map((trprId) => fixtureCourse({ trprId }))),
    },
    log: createMemoryLog(),
  });
  if (sync.status !== 'done') throw new Error(`fixture sync: ${sync.status}`);

  const ids = (
    await t.db.select({ id: occupations.id }).from(occupations).orderBy(asc(occupations.id)).limit(6)
  ).map((row) => row.id);
  if (ids.length < 6) throw new Error('the reference data needs six occupations');
  const [aMain, aPublicToggle, aRemovable, bOwn, aAdds, bAdds] = ids as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];

  const a = await session(
    await createMember(t, { loginId: `ownerA${marker}`, email: `owner-${marker}@example.com` }),
  );
  const b = await session(await createMember(t));
  const aRefresh = (await login(t, a.member)).refreshToken;
  const aLogout = (await login(t, a.member)).refreshToken;

  const aGroup = (await must(a, 'POST', `/v1/my-dream/job/${aMain}`)).todoGroupId as number;
  const aPublicToggleGroup = (await must(a, 'POST', `/v1/my-dream/job/${aPublicToggle}`))
    .todoGroupId as number;
  await must(a, 'POST', `/v1/my-dream/job/${aRemovable}`);
  const create = async (spec: Record<string, string | FileSpec[]>) =>
    (await must(a, 'POST', `/v1/my-dream/todo-group/${aGroup}`, form(spec))).todoId as number;
  const publicTodo = await create({
    todoTitle: '공개한 할 일',
    isPublic: 'true',
    memoText: '누구나 읽을 수 있는 메모예요.',
    link: 'https://www.work24.go.kr/',
  });
  const privateTodo = await create({
    todoTitle: `비공개 할 일 PRIVTITLE${marker}`,
    isPublic: 'false',
    memoText: `나만 보는 메모 PRIVMEMO${marker}`,
    images: [pngFile()],
  });
  const toEdit = await create({ todoTitle: '고칠 할 일' });
  const toDelete = await create({ todoTitle: '지울 할 일' });
  const deleted = await create({ todoTitle: '지운 할 일' });
  await must(a, 'DELETE', `/v1/my-dream/todo/${deleted}`);
  const privateDetail = await must(a, 'GET', `/v1/my-dream/todo/${privateTodo}`);
  const privateImage = privateDetail.images[0] as { imageId: number; imageUrl: string };

  await must(a, 'POST', '/v1/member/profile', form({ file: [pngFile()] }));
  await must(a, 'POST', '/v1/scrap/recruit/P1');
  await must(a, 'POST', '/v1/scrap/recruit/P3');
  const round = (trprId: string) => ({
    trprId,
    trprDegr: '1',
    trainstCstId: 'INST-1',
    traStartDate: '2026/07/01',
    traEndDate: '2026/07/31',
  });
  await must(a, 'POST', '/v1/scrap/training', round('C1'));
  await must(a, 'POST', '/v1/scrap/training', round('C3'));
  await must(a, 'PUT', '/v1/member/reminders', { remindersEnabled: true, weeklyDigestEnabled: true });
  const feed = await must(a, 'POST', '/v1/member/calendar-feed');
  const calendarToken = new URL(feed.url as string).pathname
    .replace(/^\/v1\/calendar\//, '')
    .replace(/\.ics$/, '');
  await must(a, 'POST', '/v1/job/recommend', { answers: [{ questionNum: 1, responses: [] }] });

  const bGroup = (await must(b, 'POST', `/v1/my-dream/job/${bOwn}`)).todoGroupId as number;
  const bTodo = (await must(b, 'POST', `/v1/my-dream/todo-group/${bGroup}`, form({ todoTitle: 'B의 할 일' })))
    .todoId as number;
  await must(b, 'POST', '/v1/member/profile', form({ file: [pngFile()] }));

  return {
    a,
    b,
    aRefresh,
    aLogout,
    jobs: { aMain, aPublicToggle, aRemovable, bOwn, aAdds, bAdds },
    aGroup,
    aPublicToggleGroup,
    todo: { public: publicTodo, private: privateTodo, toEdit, toDelete, deleted },
    privateImageId: privateImage.imageId,
    privateImageKey: privateImage.imageUrl.replace(/^\/files\//, ''),
    bTodo,
    calendarToken,
    postings: { aKept: 'P1', aRemovable: 'P3', ownerAdds: 'P2' },
    courses: { aKept: 'C1', aRemovable: 'C3', ownerAdds: 'C2' },
  };
}

/** Every row of A's: what another member's or a visitor's request must never change. */
async function rowsOfA() {
  const id = f.a.member.id;
  const groups = await t.db
    .select({ id: todoGroups.id, jobId: todoGroups.jobId, lastActiveAt: todoGroups.lastActiveAt })
    .from(todoGroups)
    .where(eq(todoGroups.memberId, id))
    .orderBy(asc(todoGroups.id));
  const groupIds = groups.map((g) => g.id);
  const todoRows = await t.db
    .select()
    .from(todos)
    .where(inArray(todos.groupId, groupIds))
    .orderBy(asc(todos.id));
  const images = await t.db
    .select()
    .from(todoImages)
    .where(
      inArray(
        todoImages.todoId,
        todoRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(todoImages.id));
  return {
    // Views are counted for visitors and other members by design (ADR 019), so total_view is left out.
    member: (await t.db.select().from(members).where(eq(members.id, id)))[0],
    groups,
    todos: todoRows,
    images,
    recruitScraps: await t.db
      .select()
      .from(recruitScraps)
      .where(eq(recruitScraps.memberId, id))
      .orderBy(asc(recruitScraps.id)),
    trainingScraps: await t.db
      .select()
      .from(trainingScraps)
      .where(eq(trainingScraps.memberId, id))
      .orderBy(asc(trainingScraps.id)),
    calendarFeed: await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.memberId, id)),
    answers: await t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.memberId, id)),
    sessions: await t.db
      .select({
        id: refreshTokens.id,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.memberId, id))
      .orderBy(asc(refreshTokens.id)),
  };
}

// ---- the matrix ----

type Actor = 'visitor' | 'owner' | 'other';
/** `"200"`, or a refusal with its code: `"404 TODO_NOT_FOUND"`. */
type Expected = `${number}` | `${number} ${string}`;
type Call = {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Who sends it, when not the actor's default (visitor: nobody, owner: A, other: B). */
  as?: Session | null;
};
type Row = {
  op: string;
  visitor: Expected;
  owner: Expected;
  other: Expected;
  call: (f: Fixture, actor: Actor) => Call | Promise<Call>;
};

const NO_LOGIN = '401 AUTH_REQUIRED';
/** Member-only routes: a visitor is refused before the body is read. */
const member = (owner: Expected, other: Expected) => ({ visitor: NO_LOGIN, owner, other }) as const;
const everyone = { visitor: '200', owner: '200', other: '200' } as const;
/** A member's own route, called at the op's path with no body: A and B each get their own. */
const ownRoute = (op: string): Row => ({
  op,
  ...member('200', '200'),
  call: () => ({ url: op.slice(op.indexOf(' ') + 1) }),
});

const byActor = <T>(actor: Actor, values: Record<Actor, T>) => values[actor];
/** A's resource for visitor and other, A's throwaway one for the owner's write. */
const targetOf = <T>(actor: Actor, ofA: T, ownerThrowaway: T) => (actor === 'owner' ? ownerThrowaway : ofA);

const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };

/** An unsubscribe link for A that B made from B's own: A's member id with B's signature. */
function forgedUnsubscribeToken(fx: Fixture) {
  const own = makeUnsubscribeToken(t.jwtSecret, fx.b.member.id, t.clock.now());
  return own.replace(/^\d+\./, `${fx.a.member.id}.`);
}
const realUnsubscribeToken = (fx: Fixture) =>
  makeUnsubscribeToken(t.jwtSecret, fx.a.member.id, t.clock.now());
const guessedCalendarToken = 'A'.repeat(43);

const MATRIX: Row[] = [
  // operations
  { op: 'GET /healthz', ...everyone, call: () => ({ url: '/healthz' }) },

  // reference data and public lists
  { op: 'GET /v1/region/all', ...everyone, call: () => ({ url: '/v1/region/all' }) },
  { op: 'GET /v1/job/list', ...everyone, call: () => ({ url: '/v1/job/list' }) },
  { op: 'GET /v1/job/detail/{id}', ...everyone, call: (fx) => ({ url: `/v1/job/detail/${fx.jobs.aMain}` }) },
  { op: 'GET /v1/recruit/list', ...everyone, call: () => ({ url: '/v1/recruit/list' }) },
  { op: 'GET /v1/recruit/popular', ...everyone, call: () => ({ url: '/v1/recruit/popular' }) },
  { op: 'GET /v1/recruit/near', ...everyone, call: () => ({ url: '/v1/recruit/near' }) },
  {
    op: 'GET /v1/recruit/detail',
    ...everyone,
    call: (fx) => ({ url: `/v1/recruit/detail?id=${fx.postings.aKept}` }),
  },
  { op: 'GET /v1/training/list', ...everyone, call: () => ({ url: '/v1/training/list' }) },
  {
    op: 'GET /v1/career/suggestions',
    ...everyone,
    call: () => ({ url: '/v1/career/suggestions?group=office' }),
  },

  // recommendation: anyone may ask; a member's answers are kept for that member only
  {
    op: 'POST /v1/job/recommend',
    ...everyone,
    call: () => ({ url: '/v1/job/recommend', payload: { answers: [{ questionNum: 2, responses: [] }] } }),
  },
  ownRoute('GET /v1/job/recommend/answers'),
  ownRoute('GET /v1/job/recommend/latest'),

  // accounts: public by the spec's design; "other" is B trying A's login, address or account
  {
    op: 'GET /v1/member/auth/check-id',
    ...everyone,
    call: (fx) => ({ url: `/v1/member/auth/check-id?loginId=${fx.a.member.loginId}` }),
  },
  {
    op: 'GET /v1/member/auth/check-nickname',
    ...everyone,
    call: (fx) => ({
      url: `/v1/member/auth/check-nickname?nickname=${encodeURIComponent(fx.a.member.nickname)}`,
    }),
  },
  {
    op: 'POST /v1/member/auth/login',
    visitor: '200',
    owner: '200',
    other: '401 LOGIN_FAILED',
    call: async (fx, actor) => {
      // A visitor logs in to an account of their own (logging in as A would change A's sessions, by design).
      if (actor === 'visitor') {
        const own = await createMember(t);
        return { url: '/v1/member/auth/login', payload: { loginId: own.loginId, password: own.password } };
      }
      const password = actor === 'owner' ? fx.a.member.password : 'Wrong2026!guess';
      return { url: '/v1/member/auth/login', payload: { loginId: fx.a.member.loginId, password } };
    },
  },
  {
    op: 'POST /v1/member/auth/refresh',
    visitor: '401 AUTH_INVALID',
    owner: '200',
    other: '401 AUTH_INVALID',
    // The refresh token is the credential: without A's, nobody gets A's session.
    call: (fx, actor) => ({
      url: '/v1/member/auth/refresh',
      payload: { refreshToken: actor === 'owner' ? fx.aRefresh : randomBytes(32).toString('base64url') },
    }),
  },
  {
    op: 'POST /v1/member/auth/logout',
    ...everyone,
    // Logging out an unknown token is not an error (logging out twice is harmless); A's sessions stay.
    call: (fx, actor) => ({
      url: '/v1/member/auth/logout',
      payload: { refreshToken: actor === 'owner' ? fx.aLogout : randomBytes(32).toString('base64url') },
    }),
  },
  {
    op: 'POST /v1/member/auth/email/verifications',
    ...everyone,
    // Known and unknown addresses answer alike; A's code goes to A's mailbox only.
    call: (fx, actor) => {
      waitOutResend();
      return {
        url: '/v1/member/auth/email/verifications',
        payload: byActor(actor, {
          visitor: { email: freshAddress(), type: 'SIGN_UP' },
          owner: { email: fx.a.member.email, type: 'FIND_ID' },
          other: { email: fx.a.member.email, type: 'FIND_ID' },
        }),
        as: null,
      };
    },
  },
  {
    op: 'POST /v1/member/auth/email/verifications/verify',
    visitor: '200',
    owner: '200',
    other: '400 CODE_MISMATCH',
    call: async (fx, actor) => {
      if (actor === 'other') {
        // B asks for a code to reset A's password (allowed: it goes to A), then guesses it.
        const email = fx.a.member.email;
        const real = await requestCode({ email, type: 'FIND_PASSWORD', loginId: fx.a.member.loginId });
        const guess = real === '123456' ? '654321' : '123456';
        return {
          url: '/v1/member/auth/email/verifications/verify',
          payload: { email, type: 'FIND_PASSWORD', loginId: fx.a.member.loginId, code: guess },
        };
      }
      // Visitor and owner read their own mailbox: the visitor signing up, the owner (a spare account) recovering it.
      const owner = actor === 'owner' ? await spare() : null;
      const body = owner
        ? { email: owner.member.email, type: 'FIND_PASSWORD', loginId: owner.member.loginId }
        : { email: freshAddress(), type: 'SIGN_UP' };
      const code = await requestCode(body);
      return { url: '/v1/member/auth/email/verifications/verify', payload: { ...body, code }, as: owner };
    },
  },
  {
    op: 'POST /v1/member/auth/sign-up',
    visitor: '200',
    owner: '200',
    other: '400 EMAIL_NOT_VERIFIED',
    call: async (fx, actor) => {
      if (actor === 'other') {
        return { url: '/v1/member/auth/sign-up', payload: { ...signUpBody(), email: fx.a.member.email } };
      }
      return { url: '/v1/member/auth/sign-up', payload: await verifiedSignUpBody() };
    },
  },
  {
    op: 'POST /v1/member/auth/email/password',
    visitor: '400 RESET_NOT_VERIFIED',
    owner: '200',
    other: '400 RESET_NOT_VERIFIED',
    call: async (fx, actor) => {
      if (actor !== 'owner') {
        return {
          url: '/v1/member/auth/email/password',
          payload: { email: fx.a.member.email, loginId: fx.a.member.loginId, newPassword: 'Taken2026!over' },
        };
      }
      // The owner's reset ends every session: a spare account of its own goes through the whole flow.
      const owner = await spare();
      const body = { email: owner.member.email, type: 'FIND_PASSWORD', loginId: owner.member.loginId };
      const code = await requestCode(body);
      await must(null, 'POST', '/v1/member/auth/email/verifications/verify', { ...body, code });
      return {
        url: '/v1/member/auth/email/password',
        payload: { email: owner.member.email, loginId: owner.member.loginId, newPassword: 'Fresh2026!bloom' },
        as: null,
      };
    },
  },

  // my account: always the caller's own
  ownRoute('GET /v1/member/info'),
  {
    op: 'PUT /v1/member/nickname',
    ...member('200', '200'),
    call: (_fx, actor) => ({
      url: '/v1/member/nickname',
      payload: { newNickName: `새이름${actor === 'owner' ? 'a' : 'b'}${marker.slice(0, 2)}` },
    }),
  },
  {
    op: 'PUT /v1/member/region',
    ...member('200', '200'),
    call: () => ({ url: '/v1/member/region', payload: { newRegionCode: SEOUL_GANGNAM } }),
  },
  {
    op: 'PUT /v1/member/text-size',
    ...member('200', '200'),
    call: () => ({ url: '/v1/member/text-size', payload: { textSize: 'large' } }),
  },
  {
    op: 'PUT /v1/member/password',
    ...member('200', '200'),
    // Ends the caller's other sessions: spare accounts, so neither A's nor B's sessions change.
    call: async (_fx, actor) => {
      const who = actor === 'visitor' ? null : await spare();
      return {
        url: '/v1/member/password',
        payload: {
          currentPassword: who?.member.password ?? 'Spring24!bloom',
          newPassword: 'Other2026!field',
          newPasswordCheck: 'Other2026!field',
        },
        as: who,
      };
    },
  },
  {
    op: 'POST /v1/member/profile',
    ...member('200', '200'),
    call: () => ({ url: '/v1/member/profile', payload: form({ file: [pngFile()] }) }),
  },
  ownRoute('DELETE /v1/member/profile'),
  ownRoute('GET /v1/member/reminders'),
  {
    op: 'PUT /v1/member/reminders',
    ...member('200', '200'),
    call: () => ({
      url: '/v1/member/reminders',
      payload: { remindersEnabled: false, weeklyDigestEnabled: false },
    }),
  },
  {
    op: 'POST /v1/member/reminders/unsubscribe',
    visitor: '400 UNSUBSCRIBE_LINK_INVALID',
    owner: '200',
    other: '400 UNSUBSCRIBE_LINK_INVALID',
    // The signed link is the credential (no login): only A's own link turns A's mails off.
    call: (fx, actor) => ({
      url: '/v1/member/reminders/unsubscribe',
      payload: { token: actor === 'owner' ? realUnsubscribeToken(fx) : forgedUnsubscribeToken(fx) },
      as: null,
    }),
  },
  {
    op: 'POST /v1/member/reminders/unsubscribe/one-click',
    visitor: '400 UNSUBSCRIBE_LINK_INVALID',
    owner: '200',
    other: '400 UNSUBSCRIBE_LINK_INVALID',
    call: (fx, actor) => ({
      url: `/v1/member/reminders/unsubscribe/one-click?token=${encodeURIComponent(
        actor === 'owner' ? realUnsubscribeToken(fx) : forgedUnsubscribeToken(fx),
      )}`,
      headers: ONE_CLICK,
      payload: 'List-Unsubscribe=One-Click',
      as: null,
    }),
  },
  {
    op: 'GET /v1/calendar/{file}',
    visitor: '404 CALENDAR_FEED_NOT_FOUND',
    owner: '200',
    other: '404 CALENDAR_FEED_NOT_FOUND',
    // The secret address is the credential (calendar apps do not log in): A's calendar app holds it, nobody else.
    call: (fx, actor) => ({
      url: `/v1/calendar/${actor === 'owner' ? fx.calendarToken : guessedCalendarToken}.ics`,
      ...(actor === 'owner' ? { as: null } : {}),
    }),
  },
  ownRoute('GET /v1/member/calendar-feed'),
  // After the feed's GET in table order: these two retire the owner's address.
  ownRoute('POST /v1/member/calendar-feed'),
  ownRoute('DELETE /v1/member/calendar-feed'),

  // my dream: A's groups and to-dos; anyone else's is a 404 (API.md "To-dos")
  ownRoute('GET /v1/my-dream/todo'),
  ownRoute('GET /v1/my-dream/todo/jobs'),
  {
    op: 'GET /v1/my-dream/todo-group/{id}',
    ...member('200', '404 TODO_GROUP_NOT_FOUND'),
    call: (fx) => ({ url: `/v1/my-dream/todo-group/${fx.aGroup}` }),
  },
  {
    op: 'POST /v1/my-dream/todo-group/{id}',
    ...member('200', '404 TODO_GROUP_NOT_FOUND'),
    call: (fx) => ({
      url: `/v1/my-dream/todo-group/${fx.aGroup}`,
      payload: form({ todoTitle: '끼워 넣은 할 일', isPublic: 'true', memoText: '남의 목록에 쓴 메모' }),
    }),
  },
  {
    op: 'GET /v1/my-dream/todo/{todoId}',
    ...member('200', '404 TODO_NOT_FOUND'),
    call: (fx) => ({ url: `/v1/my-dream/todo/${fx.todo.private}` }),
  },
  {
    op: 'PUT /v1/my-dream/todo/{todoId}',
    ...member('200', '404 TODO_NOT_FOUND'),
    call: (fx, actor) => ({
      url: `/v1/my-dream/todo/${targetOf(actor, fx.todo.private, fx.todo.toEdit)}`,
      payload: form({ todoTitle: '바꾼 제목', isPublic: 'true', memoText: '바꾼 메모' }),
    }),
  },
  {
    op: 'DELETE /v1/my-dream/todo/{todoId}',
    ...member('200', '404 TODO_NOT_FOUND'),
    call: (fx, actor) => ({ url: `/v1/my-dream/todo/${targetOf(actor, fx.todo.private, fx.todo.toDelete)}` }),
  },
  {
    op: 'POST /v1/my-dream/todo/{todoId}/restore',
    ...member('200', '404 TODO_NOT_FOUND'),
    call: (fx) => ({ url: `/v1/my-dream/todo/${fx.todo.deleted}/restore` }),
  },
  {
    op: 'PATCH /v1/my-dream/todo/{todoId}/complete-state',
    ...member('200', '404 TODO_NOT_FOUND'),
    call: (fx) => ({
      url: `/v1/my-dream/todo/${fx.todo.private}/complete-state`,
      payload: { completed: true },
    }),
  },
  {
    op: 'PATCH /v1/my-dream/todo/{todoGroupId}/public-state',
    ...member('200', '404 TODO_GROUP_NOT_FOUND'),
    call: (fx, actor) => ({
      url: `/v1/my-dream/todo/${targetOf(actor, fx.aGroup, fx.aPublicToggleGroup)}/public-state`,
      payload: { isPublic: true },
    }),
  },
  {
    op: 'POST /v1/my-dream/job/{jobId}',
    ...member('200', '200'),
    // A job is public; choosing it makes a group of the caller's own.
    call: (fx, actor) => ({ url: `/v1/my-dream/job/${actor === 'owner' ? fx.jobs.aAdds : fx.jobs.bAdds}` }),
  },
  {
    op: 'DELETE /v1/member/job',
    // Ids the caller never chose are skipped: B naming A's job deletes nothing and answers an empty list.
    ...member('200', '200'),
    call: (fx) => ({ url: '/v1/member/job', payload: { jobIds: [fx.jobs.aRemovable] } }),
  },
  {
    op: 'GET /v1/my-dream/timeline',
    ...member('200', '404 TODO_GROUP_NOT_FOUND'),
    call: (fx) => ({ url: `/v1/my-dream/timeline?jobId=${fx.jobs.aMain}` }),
  },

  // others' public lists (ADR 019): public to-dos only, for visitors too
  { op: 'GET /v1/todo/other/public', ...everyone, call: () => ({ url: '/v1/todo/other/public' }) },
  ownRoute('GET /v1/todo/other'),
  {
    op: 'GET /v1/todo/other/simple/{jobId}',
    ...everyone,
    call: (fx) => ({ url: `/v1/todo/other/simple/${fx.jobs.aMain}` }),
  },
  {
    op: 'GET /v1/todo/other/{jobId}',
    ...everyone,
    call: (fx) => ({ url: `/v1/todo/other/${fx.jobs.aMain}?page=0` }),
  },
  { op: 'GET /v1/todo/{todoGroupId}', ...everyone, call: (fx) => ({ url: `/v1/todo/${fx.aGroup}` }) },
  {
    op: 'GET /v1/todo/{todoId}/memo',
    // A private memo is refused with 403 to everyone, its owner included (the owner reads it under /v1/my-dream).
    visitor: '403 TODO_MEMO_NOT_PUBLIC',
    owner: '403 TODO_MEMO_NOT_PUBLIC',
    other: '403 TODO_MEMO_NOT_PUBLIC',
    call: (fx) => ({ url: `/v1/todo/${fx.todo.private}/memo` }),
  },

  // scraps: the caller's own only (ADR 017)
  {
    op: 'POST /v1/scrap/recruit/{id}',
    ...member('200', '200'),
    // A posting is public: B saving the one A saved makes B's own scrap.
    call: (fx, actor) => ({
      url: `/v1/scrap/recruit/${targetOf(actor, fx.postings.aKept, fx.postings.ownerAdds)}`,
    }),
  },
  {
    op: 'DELETE /v1/scrap/recruit/{id}',
    ...member('200', '404 SCRAP_NOT_FOUND'),
    call: (fx) => ({ url: `/v1/scrap/recruit/${fx.postings.aRemovable}` }),
  },
  {
    op: 'POST /v1/scrap/training',
    ...member('200', '200'),
    call: (fx, actor) => ({
      url: '/v1/scrap/training',
      payload: {
        trprId: targetOf(actor, fx.courses.aKept, fx.courses.ownerAdds),
        trprDegr: '1',
        trainstCstId: 'INST-1',
        traStartDate: '2026/07/01',
        traEndDate: '2026/07/31',
      },
    }),
  },
  {
    op: 'DELETE /v1/scrap/training/{trprId}',
    ...member('200', '404 SCRAP_NOT_FOUND'),
    call: (fx) => ({ url: `/v1/scrap/training/${fx.courses.aRemovable}` }),
  },
  {
    op: 'GET /v1/scrap/checked',
    ...member('200', '200'),
    call: (fx) => ({
      url: `/v1/scrap/checked?category=RECRUIT&idList=${fx.postings.aKept},${fx.postings.aRemovable}`,
    }),
  },
  ownRoute('GET /v1/scrap/recruit/list'),
  ownRoute('GET /v1/scrap/training/list'),

  // last for the owner: ends a (spare) account
  {
    op: 'POST /v1/member/auth/withdraw',
    ...member('200', '200'),
    call: async (_fx, actor) => ({
      url: '/v1/member/auth/withdraw',
      as: actor === 'visitor' ? null : await spare(),
    }),
  },
];

/**
 * Routes deliberately outside the matrix, each with its reason. /files/* and /docs* are neither API routes nor in the
 * OpenAPI document, so they are not operations here: who may fetch an uploaded image is tested where images are
 * served (the to-do and profile image tests).
 */
const EXCLUDED: { pattern: RegExp; why: string }[] = [
  {
    pattern: /^[A-Z]+ \/v1\/test-hooks\//,
    why: 'browser-journey hooks: registered only with TEST_HOOKS=on, which production refuses (ADR 026)',
  },
];

/** Fastify's `:id` → OpenAPI's `{id}`, so both lists speak one spelling. */
const operationKey = (method: string, pattern: string) =>
  `${method.toUpperCase()} ${pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
const isExcluded = (op: string) => EXCLUDED.some((rule) => rule.pattern.test(op));

/**
 * A HEAD route the router made for a GET (Fastify's exposeHeadRoutes): the same hooks and handler, so it is checked
 * with its GET's calls and statuses, right after them.
 */
const headTwin = (op: string) => (op.startsWith('GET ') ? `HEAD ${op.slice(4)}` : null);

// ---- running a cell ----

type Outcome = { op: string; actor: Actor; expected: Expected; status: number; code?: string; body: string };

function defaultSender(actor: Actor): Session | null {
  return byActor(actor, { visitor: null, owner: f.a, other: f.b });
}

async function send(method: string, call: Call, actor: Actor) {
  const who = call.as === undefined ? defaultSender(actor) : call.as;
  return t.app.inject({
    method: method as InjectOptions['method'],
    url: call.url,
    headers: { ...(who ? bearer(who.accessToken) : {}), ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as InjectOptions['payload'] }),
  });
}

function matches(outcome: Outcome, withCode: boolean) {
  const [status, code] = outcome.expected.split(' ');
  if (Number(status) !== outcome.status) return false;
  return !withCode || code === undefined || code === outcome.code;
}

async function runCells(actors: Actor[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const row of MATRIX) {
    const [method = ''] = row.op.split(' ');
    for (const actor of actors) {
      const call = await row.call(f, actor);
      const res = await send(method, call, actor);
      let code: string | undefined;
      try {
        code = res.statusCode >= 400 ? (res.json().code as string) : undefined;
      } catch {
        code = undefined;
      }
      outcomes.push({
        op: row.op,
        actor,
        expected: row[actor],
        status: res.statusCode,
        code,
        body: res.body,
      });
      const head = headTwin(row.op);
      if (head && operationSet.has(head)) {
        const headRes = await send('HEAD', call, actor);
        outcomes.push({
          op: head,
          actor,
          expected: row[actor],
          status: headRes.statusCode,
          body: headRes.body,
        });
      }
    }
  }
  return outcomes;
}

const describeMismatch = (o: Outcome) =>
  `${o.op} as ${o.actor}: expected ${o.expected}, got ${o.status}${o.code ? ` ${o.code}` : ''} — ${o.body.slice(0, 200)}`;

function assertCells(outcomes: Outcome[]) {
  const wrong = outcomes.filter((o) => !matches(o, !o.op.startsWith('HEAD ')));
  // Soft: the leak and unchanged-rows checks still report when a cell is off.
  expect.soft(wrong.map(describeMismatch), 'cells whose status differs from the matrix').toEqual([]);
}

async function operationsOf(app: TestApp) {
  const doc = (await app.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return {
    openApiOps: Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => operationKey(method, path)),
    ),
    routerOps: routeCases(app.app, 'api').map((route) => operationKey(route.method, route.pattern)),
  };
}
/** Router operations the OpenAPI document does not show (HEAD twins aside). */
const hiddenFromOpenApi = ({ openApiOps, routerOps }: { openApiOps: string[]; routerOps: string[] }) =>
  routerOps.filter((op) => !op.startsWith('HEAD ') && !openApiOps.includes(op));

/** Operations in the OpenAPI document and in the router (API routes), minus the deliberate exclusions. */
let operationSet: Set<string>;
let openApiOps: string[];
let routerOps: string[];

beforeAll(async () => {
  t = await buildTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#33aa55' } })
    .png()
    .toBuffer();
  ({ openApiOps, routerOps } = await operationsOf(t));
  operationSet = new Set([...openApiOps, ...routerOps].filter((op) => !isExcluded(op)));
  f = await makeFixture();
});
afterAll(async () => {
  await t.close();
});

describe('access matrix', () => {
  it('has a row for every operation in the OpenAPI document and in the router, and no row for a missing one', () => {
    // Sanity: both sources were read (an empty document would make every check below pass).
    expect(openApiOps.length).toBeGreaterThan(50);
    expect(routerOps.length).toBeGreaterThan(50);
    const rows = new Set(MATRIX.map((row) => row.op));
    expect(rows.size, 'one row per operation').toBe(MATRIX.length);
    const covered = (op: string) =>
      rows.has(op) || (op.startsWith('HEAD ') && rows.has(`GET ${op.slice(5)}`));
    const missing = [...operationSet].filter((op) => !covered(op)).sort();
    expect(missing, 'operations without a row in MATRIX: add each with its expected statuses').toEqual([]);
    const stale = [...rows].filter((op) => !operationSet.has(op)).sort();
    expect(stale, 'rows for operations the app no longer has').toEqual([]);
  });

  it('sees a route hidden from the OpenAPI document through the router: the test hooks, kept out only by EXCLUDED', async () => {
    expect(hiddenFromOpenApi({ openApiOps, routerOps })).toEqual([]);
    const hooked = await buildTestApp({ env: { TEST_HOOKS: 'on' } });
    try {
      const hidden = hiddenFromOpenApi(await operationsOf(hooked));
      expect(hidden).toEqual(['POST /v1/test-hooks/reminders-scan']);
      expect(hidden.filter((op) => !isExcluded(op))).toEqual([]);
    } finally {
      await hooked.close();
    }
  });

  it("answers visitors and another member as the matrix says, never with A's private data, and leaves A's rows as they were", async () => {
    const before = await rowsOfA();
    const outcomes = await runCells(['visitor', 'other']);
    assertCells(outcomes);

    const secrets = [
      `PRIVTITLE${marker}`,
      `PRIVMEMO${marker}`,
      f.privateImageKey,
      f.a.member.email,
      f.a.member.loginId,
      f.calendarToken,
      f.a.refreshToken,
      f.aRefresh,
      f.aLogout,
    ];
    const leaks = outcomes.flatMap((o) =>
      secrets
        .filter((secret) => o.body.includes(secret))
        .map((secret) => `${o.op} as ${o.actor} shows ${secret}`),
    );
    expect.soft(leaks, "A's private data in a visitor's or another member's answer").toEqual([]);

    expect.soft(await rowsOfA(), "A's rows after visitors' and another member's calls").toEqual(before);
    // And A still gets in with the same password, and A's calendar app still reads the feed.
    await login(t, f.a.member);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/calendar/${f.calendarToken}.ics` })).statusCode,
    ).toBe(200);
  });

  it('refuses another member the designed way on the finer points (SECURITY.md)', async () => {
    // deleteImages naming someone else's image, on one's own to-do: 400 VALIDATION (as an unknown image id), and
    // A's image stays.
    const stolen = await send(
      'PUT',
      {
        url: `/v1/my-dream/todo/${f.bTodo}`,
        payload: form({ todoTitle: 'B의 할 일', deleteImages: String(f.privateImageId) }),
      },
      'other',
    );
    expect(stolen.statusCode, stolen.body).toBe(400);
    expect(stolen.json().code).toBe('VALIDATION');
    const images = await t.db.select().from(todoImages).where(eq(todoImages.id, f.privateImageId));
    expect(images).toHaveLength(1);

    // A public memo is readable by anyone; the same route refuses the private one (the matrix row) with 403.
    for (const who of [null, f.b]) {
      const res = await send('GET', { url: `/v1/todo/${f.todo.public}/memo`, as: who }, 'visitor');
      expect(res.statusCode, res.body).toBe(200);
    }
    // Others see A's group with its public to-do only.
    const seen = await send('GET', { url: `/v1/todo/${f.aGroup}` }, 'other');
    expect(seen.json().data.todos.map((todo: { todoId: number }) => todo.todoId)).toEqual([f.todo.public]);
  });

  it('answers the owner as the matrix says', async () => {
    assertCells(await runCells(['owner']));
    // The owner's own calls did reach A's rows (a matrix of refusals alone would pass on a broken app).
    const after = await rowsOfA();
    expect(after.todos.find((row) => row.id === f.todo.toDelete)?.deletedAt).not.toBeNull();
    expect(after.todos.find((row) => row.id === f.todo.deleted)?.deletedAt).toBeNull();
    expect(after.groups.map((g) => g.jobId)).not.toContain(f.jobs.aRemovable);
    expect(after.recruitScraps.map((s) => s.postingId)).not.toContain(f.postings.aRemovable);
    expect(after.calendarFeed).toEqual([]);
    expect(after.member?.remindersEnabled).toBe(false);
  });
});
