import { type MyTodoGroup, type PublicStateRequestInput, PublicStateResponseSchema } from '@dasibom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client.ts';
import { todoKeys } from './todo-keys.ts';

/** PATCH /v1/my-dream/todo/{todoGroupId}/public-state: every to-do of the group public or private. */
export function setGroupPublic(todoGroupId: number, isPublic: boolean) {
  return apiPatch(`/v1/my-dream/todo/${todoGroupId}/public-state`, PublicStateResponseSchema, {
    isPublic,
  } satisfies PublicStateRequestInput);
}

export function useSetGroupPublic(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ todoGroupId, isPublic }: { todoGroupId: number; isPublic: boolean }) =>
      setGroupPublic(todoGroupId, isPublic),
    onSuccess: ({ isPublic }) => {
      queryClient.setQueryData<MyTodoGroup>(queryKey, (group) =>
        group ? { ...group, todos: group.todos.map((todo) => ({ ...todo, isPublic })) } : group,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
}
