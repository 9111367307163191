import { type CompleteStateRequestInput, CompleteStateResponseSchema } from '@dasibom/contract';
import { apiPatch } from '../../../lib/api-client.ts';

/** PATCH /v1/my-dream/todo/{todoId}/complete-state: sets (never toggles) the checked state of one to-do. */
export function setTodoCompleted(todoId: number, completed: boolean) {
  return apiPatch(`/v1/my-dream/todo/${todoId}/complete-state`, CompleteStateResponseSchema, {
    completed,
  } satisfies CompleteStateRequestInput);
}
