import { type CreateTodoFieldsInput, CreateTodoResponseSchema } from '@dasibom/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { useWriteMutation } from '../../../lib/query-kit.ts';
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
  // Left out → not sent (on an update the stored value stays).
  for (const [name, value] of Object.entries({ isPublic, memoText, link, targetDate })) {
    if (value !== undefined) form.append(name, String(value));
  }
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
  // Home's banner lists the open to-dos too (quick-add works on home): it reads under the same key.
  return useWriteMutation(createTodo, (_created, queryClient) =>
    queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  );
}
