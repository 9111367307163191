import { type TodoDetail, TodoDetailSchema, type UpdateTodoFieldsInput } from '@dasibom/contract';
import { apiPut } from '../../../lib/api-client.ts';
import { useWriteMutation } from '../../../lib/query-kit.ts';
import { todoKeys } from './todo-keys.ts';

/**
 * The contract's text fields (left out → kept; '' → cleared) with `isPublic` as a boolean and `deleteImages` as ids
 * (the form writes the strings), the to-do and the new images.
 */
export type UpdateTodoInput = Omit<UpdateTodoFieldsInput, 'isPublic' | 'deleteImages'> & {
  todoId: number;
  /** Only when the member changed it: left out, the server keeps the stored value. */
  isPublic?: boolean;
  /** Ids of this to-do's images to remove (new images replace the old ones: all of them). */
  deleteImages?: readonly number[];
  newImages?: readonly File[];
};

/** The multipart form of PUT /v1/my-dream/todo/{todoId} (field names: TODO_FORM_FIELDS.update). */
export function updateTodoForm({
  todoTitle,
  isPublic,
  memoText,
  link,
  targetDate,
  deleteImages = [],
  newImages = [],
}: UpdateTodoInput): FormData {
  const form = new FormData();
  form.append('todoTitle', todoTitle);
  // Left out → not sent (on an update the stored value stays).
  for (const [name, value] of Object.entries({ isPublic, memoText, link, targetDate })) {
    if (value !== undefined) form.append(name, String(value));
  }
  for (const imageId of deleteImages) form.append('deleteImages', String(imageId));
  for (const image of newImages) form.append('newImages', image);
  return form;
}

/** PUT /v1/my-dream/todo/{todoId}: answers the stored to-do. The list's title edits send only the title. */
export function updateTodo(input: UpdateTodoInput): Promise<TodoDetail> {
  return apiPut(`/v1/my-dream/todo/${input.todoId}`, TodoDetailSchema, updateTodoForm(input));
}

export function useUpdateTodo() {
  return useWriteMutation(updateTodo, async (detail, queryClient) => {
    queryClient.setQueryData(todoKeys.detail(detail.todoId), detail);
    await queryClient.invalidateQueries({ queryKey: todoKeys.groups() });
  });
}
