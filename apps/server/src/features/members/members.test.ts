import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { MemberInfoResponseSchema, successEnvelope } from '@dasibom/contract';
import { eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import type { DiskStorage } from '../../platform/storage.ts';
import {
  addJobGroup,
  bearer,
  codeIn,
  createMember,
  login,
  memberRow,
  type TestMember,
} from '../../test/accounts.ts';
import { buildTestApp, type TestApp, withSecondInstance } from '../../test/build-test-app.ts';

const { members, recruitScraps, refreshTokens, todoGroups, todoImages, todos, trainingScraps } = schema;
const { verificationCodes, verificationGrants } = schema;

let t: TestApp;
let disk: DiskStorage;
let jpegWithExif: Buffer;
let pixelFlood: Buffer;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await buildTestApp();
  disk = t.storage as DiskStorage;
  jpegWithExif = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#88aa66' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'GPS 37.5665 126.9780' } } })
    .toBuffer();
  // 10000 × 10000 = 100 megapixels in a few hundred KB: a decompression bomb unless refused by dimensions.
  pixelFlood = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

type Session = { member: TestMember; accessToken: string; refreshToken: string };
async function newSession(overrides: Partial<TestMember> = {}): Promise<Session> {
  const member = await createMember(t, overrides);
  const { accessToken, refreshToken } = await login(t, member);
  return { member, accessToken, refreshToken };
}

function imageForm(data: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}
const upload = (s: Session, form: FormData) =>
  t.app.inject({ method: 'POST', url: '/v1/member/profile', payload: form, headers: bearer(s.accessToken) });
const call = (s: Session | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: s ? bearer(s.accessToken) : {} });
const keyOf = (url: string) => url.replace(/^\/files\//, '');

describe('member info and settings', () => {
  it('answers the contract shape with jobs in the order they were chosen', async () => {
    const s = await newSession();
    await addJobGroup(t, s.member.id, 3, { createdAt: new Date('2026-01-02T00:00:00Z') });
    await addJobGroup(t, s.member.id, 1, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const res = await call(s, 'GET', '/v1/member/info');
    const data = successEnvelope(MemberInfoResponseSchema).parse(res.json()).data;
    const { id: memberId, loginId, email, nickname } = s.member;
    expect(data).toMatchObject({
      memberId,
      loginId,
      email,
      nickname,
      profileImage: null,
      textSize: 'normal',
    });
    expect(data).toMatchObject({ regionCode: 101010, regionName: '서울 강남구', birthDate: '1965/03/15' });
    expect(data).toMatchObject({ gender: 'FEMALE' });
    expect(data.jobs.map((j) => j.jobId)).toEqual([1, 3]);
    expect(data.jobs[0]).toMatchObject({ jobName: '요양보호사' });
    const mine = await call(s, 'GET', '/v1/my-dream/todo/jobs');
    expect(mine.json().data).toEqual(
      data.jobs.map(({ jobId, jobName, todoGroupId }) => ({ todoGroupId, jobName, jobId })),
    );
  });

  it('changes the nickname (same as own is fine, taken is 409, malformed is 400)', async () => {
    const s = await newSession();
    const other = await createMember(t);
    const put = (newNickName: unknown) => call(s, 'PUT', '/v1/member/nickname', { newNickName });
    expect((await put(s.member.nickname)).statusCode).toBe(200);
    expect((await put(other.nickname)).json()).toMatchObject({ status: 409, code: 'NICKNAME_TAKEN' });
    expect((await put('a!')).json()).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect((await put('   ')).json().fields.newNickName).toBe('닉네임을 입력해주세요.');
    const ok = await put('새이름');
    expect(ok.json().data).toEqual({ nickname: '새이름' });
    expect((await memberRow(t, s.member.id))!.nickname).toBe('새이름');
  });

  it('changes the region (unknown is 404 REGION_NOT_FOUND) and remembers the text size', async () => {
    const s = await newSession();
    const region = await call(s, 'PUT', '/v1/member/region', { newRegionCode: 106010 });
    expect(region.statusCode).toBe(200);
    expect(region.json().data.regionCode).toBe(106010);
    expect(region.json().data.regionName).toMatch(/^부산 /);
    expect((await call(s, 'PUT', '/v1/member/region', { newRegionCode: 999999 })).json()).toMatchObject({
      status: 404,
      code: 'REGION_NOT_FOUND',
    });
    expect((await call(s, 'PUT', '/v1/member/text-size', { textSize: 'xlarge' })).json().data).toEqual({
      textSize: 'xlarge',
    });
    expect((await call(s, 'PUT', '/v1/member/text-size', { textSize: 'huge' })).statusCode).toBe(400);
    expect((await call(s, 'GET', '/v1/member/info')).json().data).toMatchObject({
      textSize: 'xlarge',
      regionCode: 106010,
    });
  });
});

describe('profile image', () => {
  it('re-encodes an accepted JPEG (no EXIF, ≤ 512 px, WebP) under a random key, served with nosniff', async () => {
    const s = await newSession();
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined();
    const res = await upload(s, imageForm(jpegWithExif, 'me.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data;
    expect(url).toMatch(/^\/files\/profiles\/[0-9a-f-]{36}\.webp$/);

    const stored = await readFile(disk.pathOf(keyOf(url))!);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(512);
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect((await call(s, 'GET', '/v1/member/info')).json().data.profileImage).toBe(url);
  });

  it('replaces the old file on a new upload and deletes it on DELETE (then 404 PROFILE_IMAGE_NOT_FOUND)', async () => {
    const s = await newSession();
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    const first: string = (await upload(s, imageForm(png, 'a.png', 'image/png'))).json().data;
    const second: string = (await upload(s, imageForm(jpegWithExif, 'b.jpg', 'image/jpeg'))).json().data;
    expect(second).not.toBe(first);
    expect(existsSync(disk.pathOf(keyOf(first))!)).toBe(false);
    expect(existsSync(disk.pathOf(keyOf(second))!)).toBe(true);

    const deleted = await call(s, 'DELETE', '/v1/member/profile');
    expect(deleted.json().data).toEqual({ deleted: true });
    expect(existsSync(disk.pathOf(keyOf(second))!)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await call(s, 'DELETE', '/v1/member/profile')).json()).toMatchObject({
      status: 404,
      code: 'PROFILE_IMAGE_NOT_FOUND',
    });
  });

  it('rejects SVG, HTML renamed .png, files over 5 MB, pixel floods and a missing file', async () => {
    const s = await newSession();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const cases: [string, FormData, number, string][] = [
      ['svg', imageForm(svg, 'x.svg', 'image/svg+xml'), 400, 'INVALID_IMAGE'],
      ['svg named png', imageForm(svg, 'x.png', 'image/png'), 400, 'INVALID_IMAGE'],
      ['html renamed', imageForm(html, 'photo.png', 'image/png'), 400, 'INVALID_IMAGE'],
      [
        'oversize',
        imageForm(Buffer.concat([jpegWithExif, Buffer.alloc(5 * MB)]), 'big.jpg', 'image/jpeg'),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      ['pixel flood', imageForm(pixelFlood, 'flood.png', 'image/png'), 400, 'INVALID_IMAGE'],
      ['wrong field', imageForm(jpegWithExif, 'me.jpg', 'image/jpeg', 'image'), 400, 'VALIDATION'],
    ];
    for (const [label, form, status, code] of cases) {
      const res = await upload(s, form);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().code, label).toBe(code);
      expect(res.json().message, label).toMatch(/[가-힣]/);
    }
    const json = await call(s, 'POST', '/v1/member/profile', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await memberRow(t, s.member.id))!.profileImageKey).toBeNull();
  });

  it('serves unknown or malformed /files paths as a JSON 404', async () => {
    for (const url of [
      '/files/profiles/00000000-0000-0000-0000-000000000000.webp',
      '/files/../package.json',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/profiles/x.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });
});

describe('chosen jobs', () => {
  it('DELETE /v1/member/job removes the groups with their to-dos, images and files', async () => {
    const s = await newSession();
    const key = 'todos/11111111-1111-1111-1111-111111111111.webp';
    await t.storage.put(key, Buffer.from('img'), 'image/webp');
    const g1 = await addJobGroup(t, s.member.id, 1, { imageKeys: [key] });
    const g2 = await addJobGroup(t, s.member.id, 2);
    const res = await call(s, 'DELETE', '/v1/member/job', { jobIds: [1, 5] });
    expect(res.json().data).toEqual({ deletedJobIds: [1] });
    expect(await t.db.select().from(todoGroups).where(eq(todoGroups.memberId, s.member.id))).toHaveLength(1);
    expect(await t.db.select().from(todos).where(eq(todos.groupId, g1))).toEqual([]);
    expect(await t.db.select().from(todoImages).where(eq(todoImages.storageKey, key))).toEqual([]);
    expect(existsSync(disk.pathOf(key)!)).toBe(false);
    expect(await t.db.select().from(todos).where(eq(todos.groupId, g2))).toHaveLength(2);
    expect((await call(s, 'DELETE', '/v1/member/job', { jobIds: [] })).statusCode).toBe(400);
  });
});

describe('access control', () => {
  it('every member route without a token answers 401 AUTH_REQUIRED with the spec message', async () => {
    const routes: [string, string][] = [
      ['GET', '/v1/member/info'],
      ['PUT', '/v1/member/nickname'],
      ['PUT', '/v1/member/region'],
      ['PUT', '/v1/member/text-size'],
      ['PUT', '/v1/member/password'],
      ['POST', '/v1/member/profile'],
      ['DELETE', '/v1/member/profile'],
      ['DELETE', '/v1/member/job'],
      ['GET', '/v1/my-dream/todo/jobs'],
      ['POST', '/v1/member/auth/withdraw'],
    ];
    for (const [method, url] of routes) {
      const res = await call(null, method as 'GET', url, method === 'GET' ? undefined : { junk: true });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json(), `${method} ${url}`).toMatchObject({
        code: 'AUTH_REQUIRED',
        message: '인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.',
      });
    }
  });

  it("member A's token only ever reads or changes A's data, never B's", async () => {
    const a = await newSession();
    const b = await newSession();
    await addJobGroup(t, a.member.id, 1);
    await addJobGroup(t, b.member.id, 1);
    await addJobGroup(t, b.member.id, 2);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    const bImage: string = (await upload(b, imageForm(png, 'b.png', 'image/png'))).json().data;
    const snapshotB = async () => ({
      member: await memberRow(t, b.member.id),
      groups: await t.db.select().from(todoGroups).where(eq(todoGroups.memberId, b.member.id)),
      tokens: await t.db.select().from(refreshTokens).where(eq(refreshTokens.memberId, b.member.id)),
    });
    const before = await snapshotB();

    expect((await call(a, 'GET', '/v1/member/info')).json().data.memberId).toBe(a.member.id);
    const aJobs = (await call(a, 'GET', '/v1/my-dream/todo/jobs')).json().data;
    expect(aJobs.map((j: { jobId: number }) => j.jobId)).toEqual([1]);
    expect((await call(a, 'PUT', '/v1/member/nickname', { newNickName: 'A바꿈' })).statusCode).toBe(200);
    expect((await call(a, 'PUT', '/v1/member/region', { newRegionCode: 106010 })).statusCode).toBe(200);
    expect((await call(a, 'PUT', '/v1/member/text-size', { textSize: 'large' })).statusCode).toBe(200);
    // A has no image: B's image is not A's to delete.
    expect((await call(a, 'DELETE', '/v1/member/profile')).statusCode).toBe(404);
    // B's groups for jobs 1 and 2 cannot be removed through A's call.
    expect((await call(a, 'DELETE', '/v1/member/job', { jobIds: [1, 2] })).json().data).toEqual({
      deletedJobIds: [1],
    });
    const newPassword = 'Changed-pw3!';
    const changed = await call(a, 'PUT', '/v1/member/password', {
      currentPassword: a.member.password,
      newPassword,
      newPasswordCheck: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    expect((await upload(a, imageForm(png, 'a.png', 'image/png'))).statusCode).toBe(200);
    expect((await call(a, 'POST', '/v1/member/auth/withdraw')).statusCode).toBe(200);

    const after = await snapshotB();
    expect(after).toEqual(before);
    expect(existsSync(disk.pathOf(keyOf(bImage))!)).toBe(true);
    expect((await call(b, 'GET', '/v1/member/info')).json().data.jobs).toHaveLength(2);
  });
});

describe('password change throttling (the current password is the login secret)', () => {
  const SECOND = 1000;
  let ipSeq = 0;
  const nextIp = () => `10.88.0.${++ipSeq}`;
  const changeBody = (currentPassword: string) => ({
    currentPassword,
    newPassword: 'Changed-pw7!x',
    newPasswordCheck: 'Changed-pw7!x',
  });
  const change = (app: TestApp, s: Session, currentPassword: string, ip: string) =>
    app.app.inject({
      method: 'PUT',
      url: '/v1/member/password',
      payload: changeBody(currentPassword),
      headers: bearer(s.accessToken),
      remoteAddress: ip,
    });

  it('backs off from the 5th wrong current password, refuses even the right one while waiting, and counts into login', async () => {
    const s = await newSession();
    const ip = nextIp();
    for (let i = 1; i <= 4; i++) {
      expect((await change(t, s, `Not-mine${i}!x`, ip)).json()).toMatchObject({
        status: 400,
        code: 'PASSWORD_MISMATCH',
      });
    }
    const fifth = await change(t, s, 'Not-mine5!x', ip);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      code: 'PASSWORD_THROTTLED',
      message: '비밀번호를 여러 번 잘못 입력했어요. 잠시 후 다시 시도해 주세요.',
      retryAfterSeconds: 30,
    });
    expect(fifth.headers['retry-after']).toBe('30');
    t.clock.advance(20 * SECOND);
    expect((await change(t, s, s.member.password, ip)).json()).toMatchObject({
      code: 'PASSWORD_THROTTLED',
      retryAfterSeconds: 10,
    });
    // The same secret, the same throttle: logging in from this IP waits too.
    const loginNow = await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/login',
      payload: { loginId: s.member.loginId, password: s.member.password },
      remoteAddress: ip,
    });
    expect(loginNow.json()).toMatchObject({ code: 'LOGIN_THROTTLED', retryAfterSeconds: 10 });
    t.clock.advance(10 * SECOND);
    expect((await change(t, s, s.member.password, ip)).statusCode).toBe(200);
  });

  it('lets the device that logged in change the password while a distributed attack slows the ID', async () => {
    const member = await createMember(t);
    const home = nextIp();
    const loggedIn = await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/login',
      payload: { loginId: member.loginId, password: member.password },
      remoteAddress: home,
    });
    const s: Session = { member, ...loggedIn.json().data };
    const proof = (loggedIn.headers['set-cookie'] as string[])
      .find((c) => c.includes('Path=/v1/member/password'))!
      .split(';')[0]!;
    for (let i = 1; i <= 20; i++) await change(t, s, `Botnet-pw${i}!x`, `10.89.0.${i}`);
    expect((await change(t, s, member.password, home)).json()).toMatchObject({ code: 'PASSWORD_THROTTLED' });
    const withProof = await t.app.inject({
      method: 'PUT',
      url: '/v1/member/password',
      payload: changeBody(member.password),
      headers: { ...bearer(s.accessToken), cookie: proof },
      remoteAddress: home,
    });
    expect(withProof.statusCode, withProof.body).toBe(200);
  });

  it('counts in the database, so the limit holds across two instances on one database', async () => {
    await withSecondInstance(t, async (second) => {
      const s = await newSession();
      const ip = nextIp();
      for (let i = 1; i <= 4; i++) {
        const res = await change(i % 2 ? t : second, s, `Not-mine${i}!x`, ip);
        expect(res.json().code).toBe('PASSWORD_MISMATCH');
      }
      expect((await change(second, s, 'Not-mine5!x', ip)).json()).toMatchObject({
        code: 'PASSWORD_THROTTLED',
        retryAfterSeconds: 30,
      });
      expect((await change(t, s, s.member.password, ip)).statusCode).toBe(429);
      expect((await change(second, s, s.member.password, ip)).statusCode).toBe(429);
    });
  });
});

describe('withdrawal', () => {
  it('deletes the member and every personal row and file, and nothing of anyone else', async () => {
    const s = await newSession();
    const other = await newSession();
    // Codes and grants for the address (a verified SIGN_UP from before, a pending FIND_ID code).
    await t.db.insert(verificationGrants).values({
      email: s.member.email,
      type: 'SIGN_UP',
      createdAt: t.clock.now(),
      expiresAt: t.clock.now(),
    });
    await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/email/verifications',
      payload: { email: s.member.email, type: 'FIND_ID' },
    });
    expect(await codeIn(t, s.member.email)).toMatch(/^\d{6}$/);
    const keys = [
      'todos/22222222-2222-2222-2222-222222222222.webp',
      'todos/33333333-3333-3333-3333-333333333333.webp',
    ];
    for (const key of keys) await t.storage.put(key, Buffer.from('img'), 'image/webp');
    await addJobGroup(t, s.member.id, 4, { imageKeys: keys });
    await addJobGroup(t, s.member.id, 5);
    await addJobGroup(t, other.member.id, 4);
    const profile: string = (await upload(s, imageForm(jpegWithExif, 'me.jpg', 'image/jpeg'))).json().data;
    const groupIds = (await t.db.select().from(todoGroups).where(eq(todoGroups.memberId, s.member.id))).map(
      (g) => g.id,
    );
    // Saved postings and courses (rows as the scrap routes write them; the routes are tested in scraps/).
    const scrapOf = (memberId: number) => ({
      memberId,
      title: '저장한 항목',
      url: 'https://www.work24.go.kr/',
      jobName: '요양보호사',
    });
    for (const memberId of [s.member.id, other.member.id]) {
      await t.db.insert(recruitScraps).values({
        ...scrapOf(memberId),
        postingId: 'P-saved',
        companyName: '늘봄',
        jobTypeName: '정규직',
        experienceLevel: '경력무관',
        requiredEducationLevel: '학력무관',
        closeType: 3,
        salary: '면접 후 결정',
        postedAt: t.clock.now(),
        interestCount: 0,
        places: ['서울'],
      });
      await t.db.insert(trainingScraps).values({
        ...scrapOf(memberId),
        trprId: 'C-saved',
        trprDegr: '1',
        trainstCstId: 'I1',
        instituteName: '교육원',
        address: '서울',
        startDate: '2026-07-01',
        endDate: '2026-07-31',
        realMan: 0,
        type: 'THEORY',
      });
    }

    const res = await call(s, 'POST', '/v1/member/auth/withdraw');
    expect(res.json().data).toEqual({ withdrawn: true });

    expect(await t.db.select().from(members).where(eq(members.id, s.member.id))).toEqual([]);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.memberId, s.member.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(todoGroups).where(eq(todoGroups.memberId, s.member.id))).toEqual([]);
    expect(await t.db.select().from(todos).where(inArray(todos.groupId, groupIds))).toEqual([]);
    expect(await t.db.select().from(todoImages).where(inArray(todoImages.storageKey, keys))).toEqual([]);
    expect(
      await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, s.member.email)),
    ).toEqual([]);
    expect(
      await t.db.select().from(verificationGrants).where(eq(verificationGrants.email, s.member.email)),
    ).toEqual([]);
    expect(await t.db.select().from(recruitScraps).where(eq(recruitScraps.memberId, s.member.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(trainingScraps).where(eq(trainingScraps.memberId, s.member.id))).toEqual(
      [],
    );
    for (const key of [...keys, keyOf(profile)]) expect(existsSync(disk.pathOf(key)!), key).toBe(false);

    // The old tokens lead nowhere: the refresh token is gone, the access token finds no member.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/refresh',
      payload: { refreshToken: s.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/v1/member/info'],
      ['POST', '/v1/member/auth/withdraw'],
    ] as const) {
      const stale = await call(s, method, url);
      expect(stale.statusCode, `${method} ${url}`).toBe(401);
      expect(stale.json().code, `${method} ${url}`).toBe('AUTH_INVALID');
    }
    // The other member is untouched.
    const rest = await t.db
      .select()
      .from(todoGroups)
      .where(or(eq(todoGroups.memberId, other.member.id)));
    expect(rest).toHaveLength(1);
    expect(
      await t.db.select().from(recruitScraps).where(eq(recruitScraps.memberId, other.member.id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(trainingScraps).where(eq(trainingScraps.memberId, other.member.id)),
    ).toHaveLength(1);
    expect((await call(other, 'GET', '/v1/member/info')).statusCode).toBe(200);
  });
});
