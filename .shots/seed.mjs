// Screenshot helper (not committed): a member on job 5 with a posting, a course and dated to-dos.
import { readdirSync, readFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:3960';
const outbox = '/tmp/i15web/outbox';
const run = Date.now().toString(36).slice(-6);
const email = `shot-${run}@example.com`;
const j = async (method, path, body, token) => {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
};
await j('POST', '/v1/member/auth/email/verifications', { email, type: 'SIGN_UP' });
let code;
for (let i = 0; i < 50 && !code; i++) {
  await new Promise((r) => setTimeout(r, 200));
  for (const f of readdirSync(outbox)) {
    const m = JSON.parse(readFileSync(`${outbox}/${f}`, 'utf8'));
    if (m.to === email) code = /(\d{6})/.exec(m.text)?.[1];
  }
}
await j('POST', '/v1/member/auth/email/verifications/verify', { email, code, type: 'SIGN_UP' });
const loginId = `shot${run}`;
const password = 'Spring!2026xy';
await j('POST', '/v1/member/auth/sign-up', { loginId, password, email, nickName: `샷${run.slice(-4)}`, birthDate: '1965/03/02', gender: 'FEMALE', regionCode: 101010 });
const login = await j('POST', '/v1/member/auth/login', { loginId, password });
const token = login.accessToken;
const added = await j('POST', '/v1/my-dream/job/5', undefined, token);
const postings = await j('GET', `/v1/recruit/list?keyWord=${encodeURIComponent('직업상담사')}&sortBy=${encodeURIComponent('마감 여유순')}`, undefined, token);
const dated = postings.job.filter((p) => p.closeType === 1 || /^D-/.test(p.deadline));
await j('POST', `/v1/scrap/recruit/${dated[0].id}`, undefined, token);
const courses = await j('GET', `/v1/training/list?jobName=${encodeURIComponent('직업상담사')}`, undefined, token);
const c = courses.srchList[0];
await j('POST', '/v1/scrap/training', { trprId: c.trprId, trprDegr: c.trprDegr, trainstCstId: c.trainstCstId, traStartDate: c.traStartDate, traEndDate: c.traEndDate }, token);
const group = await j('GET', `/v1/my-dream/todo-group/${added.todoGroupId}`, undefined, token);
const day = (n) => new Date(Date.now() + 9 * 3600e3 + n * 86400e3).toISOString().slice(0, 10);
const dates = [day(12), day(0), day(-3), day(30)];
for (const [i, todo] of group.todos.slice(0, 4).entries()) {
  const form = new FormData();
  form.append('todoTitle', todo.title);
  form.append('targetDate', dates[i]);
  const res = await fetch(`${base}/v1/my-dream/todo/${todo.todoId}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(await res.text());
}
await j('PATCH', `/v1/my-dream/todo/${group.todos[3].todoId}/complete-state`, { completed: true }, token);
console.log(JSON.stringify({ loginId, password, groupId: added.todoGroupId }));
