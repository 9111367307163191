import { type CreateTodoFieldsInput, CreateTodoResponseSchema } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { todoKeys } from './todo-keys.ts';

/** The contract's text fields (`isPublic` as a boolean: the form writes the string), the group and the images. */
export type CreateTodoInput = Omit<CreateTodoFieldsInput, 'isPublic'> & {
  todoGroupId: number;
  /** Left out → private (API.md: plans start private). */
  isPublic?: boolean;
  images?: readonly File[];
};

/** The multipart form of POST /v1/my-dream/todo-group/{id} (field names: TODO_FORM_FIELDS.create). */
export function createTodoForm({
  todoTitle,
  isPublic,
  memoText,
  link,
  targetDate,
  images = [],
}: CreateTodoInput): FormData {
  const form = new FormData();
  form.append('todoTitle', todoTitle);
  if (isPublic !== undefined) form.append('isPublic', String(isPublic));
  if (memoText !== undefined) form.append('memoText', memoText);
  if (link !== undefined) form.append('link', link);
  if (targetDate !== undefined) form.append('targetDate', targetDate);
  for (const image of images) form.append('images', image);
  return form;
}

/** POST /v1/my-dream/todo-group/{id}: a new to-do at the end of the group → `{ todoId }`. Quick-add uses it too. */
export function createTodo(input: CreateTodoInput) {
  return apiPost(
    `/v1/my-dream/todo-group/${input.todoGroupId}`,
    CreateTodoResponseSchema,
    createTodoForm(input),
  );
}

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTodo,
    // Home's banner lists the open to-dos too (quick-add works on home): it reads under the same key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
}
