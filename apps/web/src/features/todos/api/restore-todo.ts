import { RestoreTodoResponseSchema } from '@dasibom/contract';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /v1/my-dream/todo/{todoId}/restore: the deleted to-do back in its place with its checked state. After the
 * window: 404 TODO_RESTORE_EXPIRED (삭제한 지 10분이 지나 되돌릴 수 없어요.).
 */
export function restoreTodo(todoId: number) {
  return apiPost(`/v1/my-dream/todo/${todoId}/restore`, RestoreTodoResponseSchema);
}
