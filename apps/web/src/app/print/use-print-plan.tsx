import type { MyTodoJob } from '@dasibom/contract';
import { Printer } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../stores/toast-store.ts';
import { PrintablePlan } from './printable-plan.tsx';

export const PRINT_LABEL = '인쇄하기';
export const PRINT_FAILED_MESSAGE = '인쇄할 내용을 불러오지 못했어요. 잠시 후 다시 눌러 주세요.';

type Phase = 'idle' | 'preparing' | 'ready';

export type PrintPlan = {
  /** 인쇄하기 (hidden in print). */
  button: ReactNode;
  /** The printed plan, hidden on screen: render it outside the screen content. */
  plan: ReactNode;
  /** The plan is in place: the screen content should hide itself in print (`print:hidden`). */
  isPlanShown: boolean;
};

/**
 * 인쇄하기 on /mytodo: the first press loads what the plan needs (nothing is fetched for it before), renders it and
 * opens the browser's print dialog; later presses print at once. `jobs` empty → no button.
 */
export function usePrintPlan({
  jobs,
  timelineJobId,
}: {
  jobs: readonly MyTodoJob[];
  timelineJobId: number | 'all' | null;
}): PrintPlan {
  const [phase, setPhase] = useState<Phase>('idle');
  const printWhenReady = useRef(false);
  // Another job chosen: the next press prepares its plan.
  const selection = `${timelineJobId}:${jobs.map((job) => job.todoGroupId).join(',')}`;
  const [preparedFor, setPreparedFor] = useState(selection);
  if (preparedFor !== selection) {
    setPreparedFor(selection);
    setPhase('idle');
  }

  const onReady = useCallback(() => setPhase((current) => (current === 'preparing' ? 'ready' : current)), []);
  const onError = useCallback(() => {
    printWhenReady.current = false;
    setPhase('idle');
    toast(PRINT_FAILED_MESSAGE, { tone: 'error' });
  }, []);

  // After the commit that shows the plan (and hides the screen in print), open the dialog.
  useEffect(() => {
    if (phase === 'ready' && printWhenReady.current) {
      printWhenReady.current = false;
      window.print();
    }
  }, [phase]);

  if (timelineJobId === null || jobs.length === 0) return { button: null, plan: null, isPlanShown: false };
  const button = (
    <Button
      variant="secondary"
      className="print:hidden"
      icon={<Printer aria-hidden="true" className="size-5" />}
      isPending={phase === 'preparing'}
      pendingLabel="인쇄할 내용을 준비하는 중"
      onPress={() => {
        if (phase === 'ready') window.print();
        else {
          printWhenReady.current = true;
          setPhase('preparing');
        }
      }}
    >
      {PRINT_LABEL}
    </Button>
  );
  const plan =
    phase === 'idle' ? null : (
      <PrintablePlan jobs={jobs} timelineJobId={timelineJobId} onReady={onReady} onError={onError} />
    );
  return { button, plan, isPlanShown: phase === 'ready' };
}
