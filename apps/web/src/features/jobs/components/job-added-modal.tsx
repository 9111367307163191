import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';

export type JobAddedModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  jobName: string;
  /** How many starter to-dos the server put in the new list. */
  todoCount: number;
};

/** After adding: what happened, and the two ways on (the to-do list, or back to browsing). */
export function JobAddedModal({ isOpen, onOpenChange, jobName, todoCount }: JobAddedModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="내 할일에 담았어요"
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            계속 둘러보기
          </Button>
          <LinkButton href="/mytodo">할일 목록 보기</LinkButton>
        </>
      )}
    >
      <div className="flex flex-col gap-3 text-lg leading-relaxed">
        <p>
          <strong className="font-semibold">{jobName}</strong> 준비를 시작했어요.
        </p>
        <p>
          {todoCount > 0
            ? `처음 해 볼 만한 할일 ${todoCount}개를 할일 목록에 넣어 두었어요. 하나씩 해 보며 준비해 보세요.`
            : '할일 목록에서 준비할 일을 하나씩 적어 보세요.'}
        </p>
      </div>
    </Modal>
  );
}
