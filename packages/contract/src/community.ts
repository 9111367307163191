import { z } from 'zod';
import { PageNumberSchema, pageSchema } from './envelope.ts';
import { TODO_MESSAGES, TodoImageSchema } from './todos.ts';

/**
 * Community: others' public to-do lists (API.md "Others' lists ("dreamers")", ADR 019). Others only ever see public,
 * not deleted to-dos; a group without one is not listed; the viewer's own groups never appear in a list. Sample
 * members (SEED_DEMO) carry `isDemo: true` so every screen can mark them 예시.
 */

/** Cards in the home and job-detail sections. */
export const COMMUNITY_CARD_COUNT = 3;
/** The newest public to-dos shown on a card. */
export const COMMUNITY_CARD_TODO_COUNT = 3;
/** Cards per page of `GET /v1/todo/other/{jobId}`. */
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

/** `GET /v1/todo/other/simple/{jobId}` and `GET /v1/todo/other/{jobId}`. */
export const CommunityJobParamsSchema = z.object({ jobId: positiveId(JOB_ID_MESSAGE) });
export type CommunityJobParamsInput = z.input<typeof CommunityJobParamsSchema>;
/** `GET /v1/todo/other/{jobId}?page=` (zero-based; out of range → an empty page). */
export const CommunityPageQuerySchema = z.object({ page: PageNumberSchema.default(0) });
export type CommunityPageQueryInput = z.input<typeof CommunityPageQuerySchema>;
/** `GET /v1/todo/{todoGroupId}`. */
export const CommunityGroupParamsSchema = z.object({
  todoGroupId: positiveId(TODO_MESSAGES.groupIdInvalid),
});
export type CommunityGroupParamsInput = z.input<typeof CommunityGroupParamsSchema>;
/** `GET /v1/todo/{todoId}/memo`. */
export const CommunityMemoParamsSchema = z.object({ todoId: positiveId(TODO_MESSAGES.todoIdInvalid) });
export type CommunityMemoParamsInput = z.input<typeof CommunityMemoParamsSchema>;

/** A to-do on another member's card (public only, so `isPublic` is always true; kept because the spec lists it). */
export const OtherTodoSchema = z.object({
  todoId: z.number().int(),
  title: z.string(),
  completed: z.boolean(),
  isPublic: z.boolean(),
});
export type OtherTodo = z.infer<typeof OtherTodoSchema>;

/**
 * The spec's "Other-user to-do card": `todoCount` counts public, not deleted to-dos; `todos` are the 3 newest of
 * them. `regionName` is null when the member has none (the screen says 등록된 지역이 없어요). `jobId` and `isDemo`
 * are additions: the job page links back, and sample members are marked 예시.
 */
export const OtherTodoCardSchema = z.object({
  todoGroupId: z.number().int(),
  memberNickname: z.string(),
  profileImage: z.string().nullable(),
  regionName: z.string().nullable(),
  jobId: z.number().int(),
  jobName: z.string(),
  daysAgo: z.number().int(),
  todoCount: z.number().int(),
  isDemo: z.boolean(),
  todos: z.array(OtherTodoSchema),
});
export type OtherTodoCard = z.infer<typeof OtherTodoCardSchema>;

/** `GET /v1/todo/other/public`, `GET /v1/todo/other`, `GET /v1/todo/other/simple/{jobId}`: up to 3 cards. */
export const OtherTodoCardsSchema = z.array(OtherTodoCardSchema);
/**
 * `GET /v1/todo/other/{jobId}?page=`: 10 cards per page, oldest group first (a stable order, ADR 019). Additions
 * (issue 27): `demoElements`, how many of `totalElements` are sample members (marked 예시); `isMineCounted`, the
 * viewer's own public plan for the job, which the job's "N명이 준비중" counts and this list leaves out.
 */
export const OtherTodoPageSchema = pageSchema(OtherTodoCardSchema).extend({
  demoElements: z.number().int(),
  isMineCounted: z.boolean(),
});
export type OtherTodoPage = z.infer<typeof OtherTodoPageSchema>;

/** A to-do in another member's list: public only; `isMemoExist` says whether its memo page has anything. */
export const OtherTodoItemSchema = OtherTodoSchema.extend({ isMemoExist: z.boolean() });
export type OtherTodoItem = z.infer<typeof OtherTodoItemSchema>;

/**
 * `GET /v1/todo/{todoGroupId}`: one member's group as others see it — public, not deleted to-dos only, in the
 * owner's order, with progress (`completedCount` of `todoCount`). `totalView` already includes this view when it
 * was counted. `isMine`: the viewer's own group (shown as others see it, not counted as a view).
 */
export const OtherTodoGroupSchema = z.object({
  todoGroupId: z.number().int(),
  memberNickname: z.string(),
  profileImage: z.string().nullable(),
  regionName: z.string().nullable(),
  jobId: z.number().int(),
  jobName: z.string(),
  daysAgo: z.number().int(),
  totalView: z.number().int(),
  todoCount: z.number().int(),
  completedCount: z.number().int(),
  isDemo: z.boolean(),
  isMine: z.boolean(),
  todos: z.array(OtherTodoItemSchema),
});
export type OtherTodoGroup = z.infer<typeof OtherTodoGroupSchema>;

/**
 * `GET /v1/todo/{todoId}/memo`: a public to-do's memo, read-only. `linkVideoId` as in the own detail (only a YouTube
 * link yields one; clients embed nothing else). Private → 403 TODO_MEMO_NOT_PUBLIC; missing or deleted → 404
 * TODO_NOT_FOUND.
 */
export const OtherTodoMemoSchema = z.object({
  todoId: z.number().int(),
  todoGroupId: z.number().int(),
  title: z.string(),
  completed: z.boolean(),
  memoText: z.string().nullable(),
  link: z.string().nullable(),
  linkVideoId: z.string().nullable(),
  images: z.array(TodoImageSchema),
  memberNickname: z.string(),
  isDemo: z.boolean(),
});
export type OtherTodoMemo = z.infer<typeof OtherTodoMemoSchema>;
