import { ResultId } from '../../features/auth/components/result-id.tsx';

export { ResultId as Component };
