import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { TEXT_SIZE_STORAGE_KEY, useTextSizeStore } from '../../stores/text-size-store.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { TopBar } from './top-bar.tsx';

/*
 * The top bar's 글자 크기 button and its panel (issue 14). Which form the bar shows at which width is CSS (container
 * queries) and is checked in a real browser (e2e/text-size.spec.ts); here: what the button and the panel do.
 */

function setup() {
  const api = mockApi({ 'PUT /v1/member/text-size': () => ({ data: null }) });
  const user = userEvent.setup();
  renderRoute(
    <>
      <TopBar showAccount />
      <main>
        <button type="button">본문 버튼</button>
      </main>
    </>,
  );
  const bar = screen.getByRole('banner');
  const opener = within(bar).getByRole('button', { name: '글자 크기' });
  return { api, user, bar, opener };
}

/** The panel's three choices (the bar's three segments are a radio group of the same name). */
const panelChoices = (opener: HTMLElement) => {
  const panel = document.getElementById(opener.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the 글자 크기 button controls no panel');
  return panel;
};

afterEach(() => {
  useTextSizeStore.getState().setTextSize('normal');
  useSessionStore.getState().clearSession();
});

describe('the top bar’s 글자 크기 button', () => {
  it('opens a panel with the three sizes, the current one chosen and focused', async () => {
    useTextSizeStore.getState().setTextSize('large');
    const { user, opener } = setup();
    const panel = panelChoices(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(opener);

    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const group = within(panel).getByRole('radiogroup', { name: '글자 크기' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['normal', 'large', 'xlarge']);
    const large = within(group).getByRole('radio', { name: '크게' });
    expect(large).toBeChecked();
    await waitFor(() => expect(large).toHaveFocus());
  });

  it('applies and remembers a choice, keeps the panel open, and saves it on a member’s account', async () => {
    useSessionStore.getState().setSession({ accessToken: 't', memberId: 7, nickname: '가나다라마바사아' });
    const { api, user, opener } = setup();
    await user.click(opener);
    const panel = panelChoices(opener);

    await user.click(within(panel).getByRole('radio', { name: '아주 크게' }));

    expect(document.documentElement.dataset.textSize).toBe('xlarge');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('xlarge');
    expect(within(panel).getByRole('radio', { name: '아주 크게' })).toBeChecked();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(api.calls('PUT /v1/member/text-size')).toHaveLength(1));
    expect(api.calls('PUT /v1/member/text-size')[0]?.body).toEqual({ textSize: 'xlarge' });
  });

  it('does not call the server for a visitor', async () => {
    const { api, user, opener } = setup();
    await user.click(opener);
    await user.click(within(panelChoices(opener)).getByRole('radio', { name: '아주 크게' }));
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('xlarge');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('works from the keyboard: arrows choose, Escape closes and puts focus back on the button', async () => {
    const { user, opener } = setup();
    opener.focus();
    await user.keyboard('{Enter}');
    const panel = panelChoices(opener);
    await waitFor(() => expect(within(panel).getByRole('radio', { name: '보통' })).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(useTextSizeStore.getState().textSize).toBe('large');
    await user.keyboard('{ArrowDown}');
    expect(useTextSizeStore.getState().textSize).toBe('xlarge');

    await user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(opener).toHaveFocus();
  });

  it('closes on the button again, on a press outside, and when Tab leaves the choices', async () => {
    const { user, opener } = setup();
    const panel = panelChoices(opener);

    await user.click(opener);
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await user.click(opener);
    await user.click(screen.getByRole('main'));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(opener);
    await waitFor(() => expect(within(panel).getByRole('radio', { name: '보통' })).toHaveFocus());
    await user.tab();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    // Focus went on to the next control; closing did not pull it back.
    expect(opener).not.toHaveFocus();
  });
});
