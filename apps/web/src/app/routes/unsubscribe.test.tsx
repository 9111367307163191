import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { UnsubscribePage } from './unsubscribe.tsx';

describe('/unsubscribe', () => {
  it('changes nothing on opening; one press sends the token and says the mails are off', async () => {
    const api = mockApi({
      'POST /v1/member/reminders/unsubscribe': () => ({ data: { unsubscribed: true } }),
    });
    renderRoute(<UnsubscribePage />, {
      path: '/unsubscribe',
      initialEntries: ['/unsubscribe?token=7.1790000000.sig'],
    });
    const button = await screen.findByRole('button', { name: '알림 메일 끄기' });
    expect(api.calls('POST /v1/member/reminders/unsubscribe')).toHaveLength(0);
    await userEvent.setup().click(button);
    expect(await screen.findByText(/알림 메일을 껐어요/)).toBeInTheDocument();
    expect(api.calls('POST /v1/member/reminders/unsubscribe').map((call) => call.body)).toEqual([
      { token: '7.1790000000.sig' },
    ]);
  });

  it("shows the server's message for a bad or expired link", async () => {
    mockApi({
      'POST /v1/member/reminders/unsubscribe': failWith(
        400,
        'UNSUBSCRIBE_LINK_INVALID',
        '알림 끄기 링크가 올바르지 않거나 기간이 지났어요. 마이페이지에서 알림 메일을 꺼 주세요.',
      ),
    });
    renderRoute(<UnsubscribePage />, { path: '/unsubscribe', initialEntries: ['/unsubscribe?token=bad'] });
    await userEvent.setup().click(await screen.findByRole('button', { name: '알림 메일 끄기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('기간이 지났어요');
  });
});
