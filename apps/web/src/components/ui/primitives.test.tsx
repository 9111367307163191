import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { FullScreenSpinner, Spinner } from './spinner.tsx';
import { Switch } from './switch.tsx';
import { Tabs } from './tabs.tsx';

describe('Button', () => {
  it('keeps its label and blocks presses while pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        저장
      </Button>,
    );
    const button = screen.getByRole('button', { name: /저장/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: '처리 중' })).toBeInTheDocument();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('leaves no unnamed entry in the live region when a pending button goes away', async () => {
    const user = userEvent.setup();
    function Form() {
      const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
      if (state === 'done') return <p>다음 화면</p>;
      return (
        <Button isPending={state === 'pending'} onPress={() => setState('pending')}>
          보내기
        </Button>
      );
    }
    const { rerender } = render(<Form />);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    const labelledBy = () =>
      [...document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')].map((entry) =>
        entry.getAttribute('aria-labelledby'),
      );
    // React Aria announced the pending state, pointing at the button.
    expect(labelledBy().length).toBeGreaterThan(0);
    rerender(<p>다음 화면</p>);
    expect(labelledBy()).toEqual([]);
  });
});

describe('Checkbox', () => {
  it('toggles from its label text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>이용약관 동의 (필수)</Checkbox>);
    await user.click(screen.getByText('이용약관 동의 (필수)'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: '이용약관 동의 (필수)' })).toBeChecked();
  });
});

describe('Switch', () => {
  it('writes its state out and toggles with the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Switch onText="공개" offText="비공개">
        다른 사람에게 보여주기
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: '다른 사람에게 보여주기' });
    expect(screen.getByText('비공개')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(screen.getByText('공개')).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('switches panels with arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        aria-label="스크랩 종류"
        items={[
          { id: 'job', label: '채용 정보', content: '채용 목록' },
          { id: 'edu', label: '학원 정보', content: '학원 목록' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('채용 목록');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '학원 정보' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('학원 목록');
  });

  it('renders route tabs as links with one panel for the current route', () => {
    render(
      <Tabs
        aria-label="내 할 일"
        selectedKey="/mytodo/list"
        items={[
          { id: '/mytodo/list', label: '할일 목록', href: '/mytodo/list' },
          { id: '/mytodo/scrap', label: '스크랩', href: '/mytodo/scrap' },
        ]}
      >
        목록 내용
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: '스크랩' })).toHaveAttribute('href', '/mytodo/scrap');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('목록 내용');
  });
});

describe('states', () => {
  it('Spinner has a status and a Korean label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
  });

  it('FullScreenSpinner announces its label', () => {
    render(<FullScreenSpinner label="추천 결과를 만들고 있어요" />);
    expect(screen.getByRole('status')).toHaveTextContent('추천 결과를 만들고 있어요');
  });

  it('EmptyState shows the message and its action', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <EmptyState
        icon={Briefcase}
        message="담은 직업이 아직 없어요!"
        action={{ label: '직업 찾아보기', onPress }}
      />,
    );
    expect(screen.getByText('담은 직업이 아직 없어요!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '직업 찾아보기' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('ErrorState announces the problem and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState message="목록을 불러오지 못했어요." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('목록을 불러오지 못했어요.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
