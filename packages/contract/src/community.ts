import { z } from 'zod';
import { PageNumberSchema, pageSchema } from './envelope.ts';
import { TodoDetailSchema, TodoGroupPublicParamsSchema, TodoIdParamsSchema } from './todos.ts';

/** Others only ever see public, not deleted to-dos (ADR 019); sample members carry `isDemo` so screens mark them 예시. */

export const COMMUNITY_CARD_COUNT = 3;
export const COMMUNITY_CARD_TODO_COUNT = 3;
export const COMMUNITY_PAGE_SIZE = 10;
/** "Most active" counts public to-dos checked off within this many days (ADR 019). */
export const COMMUNITY_ACTIVE_DAYS = 14;

const JOB_ID_MESSAGE = '존재하지 않는 직업입니다.';

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

export const CommunityJobParamsSchema = z.object({ jobId: positiveId(JOB_ID_MESSAGE) });
export type CommunityJobParamsInput = z.input<typeof CommunityJobParamsSchema>;
export const CommunityPageQuerySchema = z.object({ page: PageNumberSchema.default(0) });
export type CommunityPageQueryInput = z.input<typeof CommunityPageQuerySchema>;
// Others' groups and memos take the parameters of the owner's own routes.
export const CommunityGroupParamsSchema = TodoGroupPublicParamsSchema;
export type CommunityGroupParamsInput = z.input<typeof CommunityGroupParamsSchema>;
export const CommunityMemoParamsSchema = TodoIdParamsSchema;
export type CommunityMemoParamsInput = z.input<typeof CommunityMemoParamsSchema>;

/** `isPublic` is always true; kept because the spec lists it. */
export const OtherTodoSchema = z.object({
  todoId: z.number().int(),
  title: z.string(),
  completed: z.boolean(),
  isPublic: z.boolean(),
});
export type OtherTodo = z.infer<typeof OtherTodoSchema>;

// Whose group on which job, as the card and the group page head it.
const groupHeading = {
  todoGroupId: z.number().int(),
  memberNickname: z.string(),
  profileImage: z.string().nullable(),
  regionName: z.string().nullable(),
  jobId: z.number().int(),
  jobName: z.string(),
  daysAgo: z.number().int(),
};

/** `jobId` and `isDemo` are additions: the job page links back, and sample members are marked 예시. */
export const OtherTodoCardSchema = z.object({
  ...groupHeading,
  todoCount: z.number().int(),
  isDemo: z.boolean(),
  todos: z.array(OtherTodoSchema),
});
export type OtherTodoCard = z.infer<typeof OtherTodoCardSchema>;

export const OtherTodoCardsSchema = z.array(OtherTodoCardSchema);
/** Oldest group first, a stable order (ADR 019). `isMineCounted`: the job's "N명이 준비중" counts the viewer, this list does not. */
export const OtherTodoPageSchema = pageSchema(OtherTodoCardSchema).extend({
  demoElements: z.number().int(),
  isMineCounted: z.boolean(),
});
export type OtherTodoPage = z.infer<typeof OtherTodoPageSchema>;

export const OtherTodoItemSchema = OtherTodoSchema.extend({ isMemoExist: z.boolean() });
export type OtherTodoItem = z.infer<typeof OtherTodoItemSchema>;

/** `isMine`: the viewer's own group, shown as others see it and not counted as a view. */
export const OtherTodoGroupSchema = z.object({
  ...groupHeading,
  totalView: z.number().int(),
  todoCount: z.number().int(),
  completedCount: z.number().int(),
  isDemo: z.boolean(),
  isMine: z.boolean(),
  todos: z.array(OtherTodoItemSchema),
});
export type OtherTodoGroup = z.infer<typeof OtherTodoGroupSchema>;

/** Clients embed `linkVideoId` only, never the link. */
export const OtherTodoMemoSchema = TodoDetailSchema.omit({ isPublic: true, targetDate: true }).extend({
  memberNickname: z.string(),
  isDemo: z.boolean(),
});
export type OtherTodoMemo = z.infer<typeof OtherTodoMemoSchema>;
