import { AUTH_MESSAGES } from '@dasibom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { MyJobsSection } from './my-jobs-section.tsx';

const JOBS = [
  '요양보호사',
  '바리스타',
  '숲해설가',
  '산림치유지도사',
  '공인중개사',
  '조리사',
  '사회복지사',
].map((jobName, index) => ({ jobId: index + 1, jobName, todoGroupId: 100 + index }));

function setup(deleteAnswer: 'ok' | 'fail' = 'ok') {
  let jobs = [...JOBS];
  const api = mockApi({
    'GET /v1/my-dream/todo/jobs': () => ({ data: jobs }),
    'DELETE /v1/member/job': ({ body }) => {
      if (deleteAnswer === 'fail') return { error: { status: 500, code: 'INTERNAL', message: '오류' } };
      const ids = (body as { jobIds: number[] }).jobIds;
      jobs = jobs.filter((job) => !ids.includes(job.jobId));
      return { data: { deletedJobIds: ids } };
    },
  });
  renderRoute(<MyJobsSection />);
  return api;
}

describe('담은 직업', () => {
  it('shows the first five and "외 N개"', async () => {
    setup();
    const list = await screen.findByRole('list', { name: '담은 직업 7개' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['요양보호사', '바리스타', '숲해설가', '산림치유지도사', '공인중개사', '외 2개']);
  });

  it('stages deletions: nothing is sent until 저장, 취소 discards, each mark can be undone', async () => {
    const api = setup();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: '담은 직업 7개' });

    await user.click(screen.getByRole('button', { name: '직업 관리' }));
    let dialog = await screen.findByRole('dialog', { name: '직업 관리' });
    await user.click(within(dialog).getByRole('button', { name: '바리스타 삭제' }));
    expect(within(dialog).getByText('(삭제 예정)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '바리스타 삭제 취소' })).toHaveFocus();
    expect(within(dialog).getByText('1개를 삭제할 예정이에요.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /v1/member/job')).toHaveLength(0);

    // Reopened: the earlier mark is gone.
    await user.click(screen.getByRole('button', { name: '직업 관리' }));
    dialog = await screen.findByRole('dialog', { name: '직업 관리' });
    expect(within(dialog).queryByText('(삭제 예정)')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '바리스타 삭제' }));
    await user.click(within(dialog).getByRole('button', { name: '조리사 삭제' }));
    await user.click(within(dialog).getByRole('button', { name: '바리스타 삭제 취소' }));
    expect(api.calls('DELETE /v1/member/job')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /v1/member/job').map((call) => call.body)).toEqual([{ jobIds: [6] }]);
    expect(await screen.findByRole('list', { name: '담은 직업 6개' })).toBeInTheDocument();
  });

  it('a failed save keeps the dialog and the marks, with the spec message', async () => {
    setup('fail');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: '담은 직업 7개' });
    await user.click(screen.getByRole('button', { name: '직업 관리' }));
    const dialog = await screen.findByRole('dialog', { name: '직업 관리' });
    await user.click(within(dialog).getByRole('button', { name: '숲해설가 삭제' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(AUTH_MESSAGES.jobChangeFailed)).toBeInTheDocument();
    expect(within(dialog).getByText('(삭제 예정)')).toBeInTheDocument();
  });

  it('an error reads as an empty list, with a way to find jobs', async () => {
    mockApi({
      'GET /v1/my-dream/todo/jobs': failWith(500, 'INTERNAL', '오류'),
    });
    renderRoute(<MyJobsSection />);
    expect(await screen.findByText('담은 직업이 아직 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '직업 찾아보기' })).toHaveAttribute('href', '/jobfound');
    expect(screen.queryByRole('button', { name: '직업 관리' })).not.toBeInTheDocument();
  });
});
