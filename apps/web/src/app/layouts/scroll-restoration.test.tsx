import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL } from '../../lib/navigation.ts';
import { useScrollRestoration } from './scroll-restoration.ts';

let navigate: NavigateFunction;
function Harness() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useScrollRestoration', () => {
  it('a new page starts at the top; a list change made with KEEP_SCROLL stays where the reader is', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/jobsearch']}>
        <Harness />
      </MemoryRouter>,
    );
    scrollTo.mockClear();

    act(() => navigate('/jobsearch?page=2', { replace: true, state: KEEP_SCROLL }));
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => navigate('/learning'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
