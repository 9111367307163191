import { CircleAlert, Info } from 'lucide-react';
import { useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { type AlertRequest, useAlertStore } from '../../stores/alert-store.ts';
import { Button } from './button.tsx';
import { cx } from './cx.ts';
import { modalClass, overlayClass } from './dialog.tsx';

function AlertDialogView({
  request,
  onAnswer,
}: {
  request: AlertRequest;
  onAnswer: (confirmed: boolean) => void;
}) {
  const messageId = useId();
  const isConfirm = request.kind === 'confirm';
  const title = request.title ?? (isConfirm ? '확인해 주세요' : '알림');
  const Icon = request.isDestructive ? CircleAlert : Info;

  return (
    <ModalOverlay
      isOpen
      // Escape answers like the safe button: 확인 for an alert, 취소 for a question.
      onOpenChange={(isOpen) => {
        if (!isOpen) onAnswer(!isConfirm);
      }}
      isDismissable={false}
      className={overlayClass}
    >
      <Modal className={cx(modalClass, 'max-w-md')}>
        <Dialog
          role="alertdialog"
          aria-describedby={messageId}
          className="flex flex-col gap-4 p-6 outline-none"
        >
          <Heading slot="title" level={2} className="flex items-center gap-2 text-xl font-bold leading-snug">
            <Icon
              aria-hidden="true"
              className={cx('size-6 shrink-0', request.isDestructive ? 'text-danger' : 'text-primary')}
            />
            {title}
          </Heading>
          <p id={messageId} className="whitespace-pre-line text-lg leading-relaxed text-ink">
            {request.message}
          </p>
          <div className="mt-2 flex flex-col-reverse gap-3 min-[30rem]:flex-row min-[30rem]:justify-end">
            {isConfirm && (
              <Button variant="secondary" size="lg" autoFocus onPress={() => onAnswer(false)}>
                {request.cancelLabel}
              </Button>
            )}
            <Button
              variant={request.isDestructive ? 'danger' : 'primary'}
              size="lg"
              autoFocus={!isConfirm}
              onPress={() => onAnswer(true)}
            >
              {request.confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Mount once near the root. Shows showAlert / showConfirm requests one at a time. */
export function AlertDialogHost() {
  const current = useAlertStore((state) => state.queue[0]);
  const answer = useAlertStore((state) => state.answer);
  if (!current) return null;
  return (
    <AlertDialogView
      key={current.id}
      request={current}
      onAnswer={(confirmed) => answer(current.id, confirmed)}
    />
  );
}
