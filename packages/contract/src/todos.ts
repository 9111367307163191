import { z } from 'zod';
import { LIMITS } from './limits.ts';

// To-dos (API.md). Writes with images are multipart, so the field schemas take strings and turn them into values.

export const TODO_MESSAGES = {
  titleRequired: '할일 제목을 입력해주세요.',
  titleTooLong: `할일 제목은 ${LIMITS.todoTitleMaxLength}자까지 쓸 수 있어요.`,
  memoTooLong: `메모는 ${LIMITS.memoMaxLength}자까지 쓸 수 있어요.`,
  linkInvalid: '링크는 http:// 또는 https://로 시작하는 주소만 넣을 수 있어요.',
  linkTooLong: '링크 주소가 너무 길어요. 500자 이하로 넣어 주세요.',
  publicInvalid: '공개 여부는 true 또는 false로 보내 주세요.',
  tooManyImages: `이미지는 할일 하나에 ${LIMITS.imagesPerTodo}장까지 올릴 수 있어요.`,
  imageNotFound: '삭제할 이미지를 이 할일에서 찾을 수 없어요.',
  todoIdInvalid: '투두 데이터를 찾을 수 없습니다.',
  groupIdInvalid: '할일 목록을 찾을 수 없어요.',
  targetDateInvalid: '목표일은 2027-03-31처럼 연-월-일로, 있는 날짜를 넣어 주세요.',
} as const;

/** How long a deleted to-do stays restorable (ADR 018). */
export const TODO_RESTORE_WINDOW_MS = 10 * 60 * 1000;
export const TODO_LINK_MAX_LENGTH = 500;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/** Clients embed a video only from the id this returns, never the link, so a look-alike host never becomes an iframe. */
export function parseYoutubeLink(link: string | null | undefined): { videoId: string } | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.port !== '' || url.username !== '' || url.password !== '') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments.length === 2 && segments[0] === 'shorts') candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? { videoId: candidate } : null;
}

export function isHttpLink(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, {
      error: message,
    });

export const TodoGroupIdParamsSchema = z.object({ id: positiveId(TODO_MESSAGES.groupIdInvalid) });
export type TodoGroupIdParamsInput = z.input<typeof TodoGroupIdParamsSchema>;
export const TodoGroupPublicParamsSchema = z.object({
  todoGroupId: positiveId(TODO_MESSAGES.groupIdInvalid),
});
export type TodoGroupPublicParamsInput = z.input<typeof TodoGroupPublicParamsSchema>;
export const TodoIdParamsSchema = z.object({ todoId: positiveId(TODO_MESSAGES.todoIdInvalid) });
export type TodoIdParamsInput = z.input<typeof TodoIdParamsSchema>;

export const TodoTitleSchema = z
  .string({ error: TODO_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: TODO_MESSAGES.titleRequired })
  .max(LIMITS.todoTitleMaxLength, { error: TODO_MESSAGES.titleTooLong });

export const BooleanFieldSchema = z
  .enum(['true', 'false'], { error: TODO_MESSAGES.publicInvalid })
  .transform((value) => value === 'true');

/** Multipart turns every `\n` into `\r\n` (browsers and undici alike): turned back so a line break counts once. */
export const MemoTextSchema = z
  .string({ error: TODO_MESSAGES.memoTooLong })
  .transform((value) => value.replace(/\r\n?/g, '\n'))
  .pipe(z.string().max(LIMITS.memoMaxLength, { error: TODO_MESSAGES.memoTooLong }))
  .transform((value) => (value.trim() === '' ? null : value));

/** Stored as given; whether it is embedded is decided by `parseYoutubeLink`, never by the stored text. */
export const TodoLinkSchema = z
  .string({ error: TODO_MESSAGES.linkInvalid })
  .trim()
  .max(TODO_LINK_MAX_LENGTH, { error: TODO_MESSAGES.linkTooLong })
  .refine((value) => value === '' || isHttpLink(value), { error: TODO_MESSAGES.linkInvalid })
  .transform((value) => (value === '' ? null : value));

export function isCalendarDay(value: string): boolean {
  const match = /^(20\d\d)-(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 목표일 in Asia/Seoul. A past day is accepted: a plan may be behind, and the list says so kindly. */
export const TargetDateFieldSchema = z
  .string({ error: TODO_MESSAGES.targetDateInvalid })
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), { error: TODO_MESSAGES.targetDateInvalid })
  .transform((value) => (value === '' ? null : value));

export const ImageIdFieldSchema = z.coerce
  .number({ error: TODO_MESSAGES.imageNotFound })
  .int({ error: TODO_MESSAGES.imageNotFound })
  .positive({ error: TODO_MESSAGES.imageNotFound })
  .max(2_147_483_647, { error: TODO_MESSAGES.imageNotFound });

/** An omitted `isPublic` means private: plans start private (API.md). */
export const CreateTodoFieldsSchema = z.object({
  todoTitle: TodoTitleSchema,
  isPublic: BooleanFieldSchema.optional(),
  memoText: MemoTextSchema.optional(),
  link: TodoLinkSchema.optional(),
  targetDate: TargetDateFieldSchema.optional(),
});
export type CreateTodoFields = z.output<typeof CreateTodoFieldsSchema>;
export type CreateTodoFieldsInput = z.input<typeof CreateTodoFieldsSchema>;

/** An omitted field keeps the stored value (API.md: editing keeps visibility unless changed); an empty one clears it. */
export const UpdateTodoFieldsSchema = CreateTodoFieldsSchema.extend({
  deleteImages: z
    .array(ImageIdFieldSchema)
    .max(LIMITS.imagesPerTodo, { error: TODO_MESSAGES.imageNotFound })
    .default([]),
});
export type UpdateTodoFields = z.output<typeof UpdateTodoFieldsSchema>;
export type UpdateTodoFieldsInput = z.input<typeof UpdateTodoFieldsSchema>;

/** A trailing `[]`, as some form libraries send, is accepted too. */
export const TODO_FORM_FIELDS = {
  create: { text: ['todoTitle', 'isPublic', 'memoText', 'link', 'targetDate'], files: 'images' },
  update: {
    text: ['todoTitle', 'isPublic', 'memoText', 'link', 'targetDate'],
    repeated: ['deleteImages'],
    files: 'newImages',
  },
} as const;

/** Sets the value (idempotent), never toggles. */
export const CompleteStateRequestSchema = z.object({
  completed: z.boolean({ error: '완료 여부는 true 또는 false로 보내 주세요.' }),
});
export type CompleteStateRequestInput = z.input<typeof CompleteStateRequestSchema>;
export const CompleteStateResponseSchema = z.object({ todoId: z.number().int(), completed: z.boolean() });

export const PublicStateRequestSchema = z.object({
  isPublic: z.boolean({ error: TODO_MESSAGES.publicInvalid }),
});
export type PublicStateRequestInput = z.input<typeof PublicStateRequestSchema>;
export const PublicStateResponseSchema = z.object({
  todoGroupId: z.number().int(),
  isPublic: z.boolean(),
  todoCount: z.number().int(),
});

export const TodoItemSchema = z.object({
  todoId: z.number().int(),
  title: z.string(),
  completed: z.boolean(),
  isMemoExist: z.boolean(),
  isPublic: z.boolean(),
  targetDate: z.string().nullable(),
});
export type TodoItem = z.infer<typeof TodoItemSchema>;

/** Kept in the group read so 삭제 취소 survives a reload and another device (ADR 018). */
export const RestorableTodoSchema = z.object({
  todoId: z.number().int(),
  title: z.string(),
  afterTodoId: z.number().int().nullable(),
  deletedAt: z.string(),
  restorableUntil: z.string(),
});
export type RestorableTodo = z.infer<typeof RestorableTodoSchema>;

export const MyTodoGroupSchema = z.object({
  todoGroupId: z.number().int().nullable(),
  memberNickname: z.string().nullable(),
  profileImage: z.string().nullable(),
  daysAgo: z.number().int().nullable(),
  jobName: z.string().nullable(),
  totalView: z.number().int().nullable(),
  todos: z.array(TodoItemSchema),
  // Always sent; the default keeps a reader of an answer without it (an older server) working.
  restorableTodos: z.array(RestorableTodoSchema).default([]),
});
export type MyTodoGroup = z.infer<typeof MyTodoGroupSchema>;

export const MyTodoJobSchema = z.object({
  todoGroupId: z.number().int(),
  jobName: z.string(),
  jobId: z.number().int(),
});
export const MyTodoJobsResponseSchema = z.array(MyTodoJobSchema);
export type MyTodoJob = z.infer<typeof MyTodoJobSchema>;

export const TodoImageSchema = z.object({ imageId: z.number().int(), imageUrl: z.string() });
export type TodoImage = z.infer<typeof TodoImageSchema>;

/** Clients embed `linkVideoId` only, never `link` (what the member typed). */
export const TodoDetailSchema = z.object({
  todoId: z.number().int(),
  todoGroupId: z.number().int(),
  title: z.string(),
  completed: z.boolean(),
  isPublic: z.boolean(),
  memoText: z.string().nullable(),
  link: z.string().nullable(),
  linkVideoId: z.string().nullable(),
  images: z.array(TodoImageSchema),
  targetDate: z.string().nullable(),
});
export type TodoDetail = z.infer<typeof TodoDetailSchema>;

export const CreateTodoResponseSchema = z.object({ todoId: z.number().int() });

export const DeleteTodoResponseSchema = z.object({
  todoId: z.number().int(),
  deleted: z.literal(true),
  restorableUntil: z.string(),
});

export const RestoreTodoResponseSchema = TodoItemSchema;
