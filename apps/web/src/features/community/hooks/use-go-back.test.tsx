import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showCarriedToast } from '../../../stores/toast-store.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { hasEarlierPageHere, useGoBack } from './use-go-back.ts';

afterEach(() => {
  sessionStorage.clear();
  act(() => clearToasts());
});

function Leave() {
  const goBack = useGoBack('/jobfound');
  return (
    <button type="button" onClick={() => goBack({ message: '존재하지 않는 직업이에요.', tone: 'error' })}>
      떠나기
    </button>
  );
}

/** The page opened by a full load (react-router's first entry), as after an address pasted into the tab. */
function openedByFullLoad() {
  return renderRoute(<Leave />, { path: '/others/:jobId', initialEntries: ['/others/abc'] });
}

describe('useGoBack', () => {
  it('a tab with an earlier page of this site goes back there, not to the fallback, and carries the message', async () => {
    vi.stubGlobal('navigation', { canGoBack: true });
    const { router } = openedByFullLoad();
    const navigate = vi.spyOn(router, 'navigate');
    await userEvent.click(screen.getByRole('button', { name: '떠나기' }));
    expect(navigate).toHaveBeenCalledWith(-1);
    expect(router.state.location.pathname).not.toBe('/jobfound');
    // The earlier page is another document: the message waits for it.
    expect(screen.queryByText('존재하지 않는 직업이에요.')).not.toBeInTheDocument();
    act(() => showCarriedToast());
    expect(await screen.findByText('존재하지 않는 직업이에요.')).toBeInTheDocument();
    // Shown once.
    expect(sessionStorage.getItem('dasibom:carriedToast')).toBeNull();
  });

  it('a tab with nothing earlier here (a new tab) goes to the fallback and says why there', async () => {
    vi.stubGlobal('navigation', { canGoBack: false });
    const { router } = openedByFullLoad();
    await userEvent.click(screen.getByRole('button', { name: '떠나기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobfound'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('존재하지 않는 직업이에요.')).toBeInTheDocument();
    expect(sessionStorage.getItem('dasibom:carriedToast')).toBeNull();
  });

  it('a screen reached inside the app goes back to the previous screen with the message', async () => {
    const { router } = renderRoute(<Leave />, {
      path: '/others/:jobId',
      initialEntries: ['/jobinfo/1', '/others/abc'],
    });
    await userEvent.click(screen.getByRole('button', { name: '떠나기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobinfo/1'));
    expect(await screen.findByText('존재하지 않는 직업이에요.')).toBeInTheDocument();
  });
});

describe('hasEarlierPageHere', () => {
  it('trusts the Navigation API, else a same-origin referrer with history behind it', () => {
    expect(hasEarlierPageHere('k3x9')).toBe(true);
    vi.stubGlobal('navigation', { canGoBack: false });
    expect(hasEarlierPageHere('default')).toBe(false);
    vi.stubGlobal('navigation', undefined);
    const referrer = vi.spyOn(document, 'referrer', 'get');
    const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    referrer.mockReturnValue(`${window.location.origin}/jobinfo/8`);
    expect(hasEarlierPageHere('default')).toBe(true);
    referrer.mockReturnValue('https://search.example/?q=다시봄');
    expect(hasEarlierPageHere('default')).toBe(false);
    referrer.mockReturnValue('');
    expect(hasEarlierPageHere('default')).toBe(false);
    referrer.mockRestore();
    length.mockRestore();
  });
});
