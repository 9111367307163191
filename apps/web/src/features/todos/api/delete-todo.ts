import { DeleteTodoResponseSchema } from '@dasibom/contract';
import { apiDelete } from '../../../lib/api-client.ts';

/**
 * DELETE /v1/my-dream/todo/{todoId}: a soft delete, undone by POST …/restore until `restorableUntil` (10 minutes,
 * ADR 018). The list (use-todo-deletion.ts) keeps the cache in step itself.
 */
export function deleteTodo(todoId: number) {
  return apiDelete(`/v1/my-dream/todo/${todoId}`, DeleteTodoResponseSchema);
}
