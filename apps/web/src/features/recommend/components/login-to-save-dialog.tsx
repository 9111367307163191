import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { returnToState } from '../../../lib/navigation.ts';
import { type Recommendation, setPendingSave } from '../recommend-storage.ts';

export const LOGIN_TO_SAVE_TITLE = '로그인하면 내 직업 목록에 담을 수 있어요';

/**
 * A visitor pressed 저장: say honestly that saving needs an account and what happens next (PRODUCT.md: never a fake
 * success). 로그인하고 담기 remembers the job and comes back here after login, where it is saved once.
 */
export function LoginToSaveDialog({ job, onClose }: { job: Recommendation | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      isOpen={job !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={LOGIN_TO_SAVE_TITLE}
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            계속 둘러보기
          </Button>
          <LinkButton href="/jobfound" variant="secondary">
            직업 목록 보기
          </LinkButton>
          <Button
            icon={<LogIn aria-hidden="true" className="size-5" />}
            onPress={() => {
              if (!job) return;
              setPendingSave(job.jobId);
              void navigate('/login', { state: returnToState('/jobrecommend') });
            }}
          >
            로그인하고 담기
          </Button>
        </>
      )}
    >
      {job && (
        <div className="flex flex-col gap-3 text-lg leading-relaxed">
          <p>
            <strong>{job.jobTitle}</strong> 직업을 담으려면 로그인이 필요해요. 직업을 담으면 준비할 일이 할일
            목록으로 만들어져요.
          </p>
          <p>
            로그인하고 나면 이 추천 결과로 돌아와 바로 담아 드려요. 아직 회원이 아니면 로그인 화면에서 가입할
            수 있어요.
          </p>
        </div>
      )}
    </Modal>
  );
}
