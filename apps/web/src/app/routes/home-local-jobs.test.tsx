import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInMember } from '../../test/fixtures.ts';
import { unmountBeforeStubsGo } from '../../test/page-hooks.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { HomeLocalJobs } from './home-local-jobs.tsx';

unmountBeforeStubsGo();

const hrefParams = (link: HTMLElement) => new URLSearchParams(link.getAttribute('href')!.split('?')[1] ?? '');

describe('우리 동네 일자리', () => {
  it('a member with a residence is not asked again: it is shown, used, and changed on 마이페이지', () => {
    signInMember();
    renderRoute(<HomeLocalJobs />);
    const section = screen.getByRole('region', { name: '우리 동네 일자리' });
    expect(section).toHaveTextContent('사는 곳 서울 강남구의 채용 공고를 모아 보여드려요.');
    expect(screen.queryByRole('button', { name: /사는 곳/ })).not.toBeInTheDocument();
    const go = screen.getByRole('link', { name: '서울 강남구 일자리 보기' });
    expect(hrefParams(go).get('location')).toBe('서울 강남구');
    expect(hrefParams(go).get('job')).toBe('');
    expect(screen.getByRole('link', { name: /사는 곳 바꾸기/ })).toHaveAttribute('href', '/mypage');
  });

  it('visitors pick a place', () => {
    renderRoute(<HomeLocalJobs />);
    expect(screen.getByRole('button', { name: /사는 곳/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전체 일자리 보기' })).toHaveAttribute('href', '/jobsearch?job=');
  });
});
