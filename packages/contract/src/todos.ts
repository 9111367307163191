import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * To-dos (API.md "To-dos", the spec's my-dream calls). A member's chosen job is a to-do group; its to-dos have a
 * title, a completed flag, a public flag, a memo, one link and up to five images. Writes with images are multipart:
 * every text field arrives as a string, so the field schemas below take strings and turn them into values.
 */

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

/** How long after a delete `POST /v1/my-dream/todo/{todoId}/restore` still brings the to-do back (ADR 018). */
export const TODO_RESTORE_WINDOW_MS = 10 * 60 * 1000;
/** The longest link the server stores. */
export const TODO_LINK_MAX_LENGTH = 500;

// ---- pure helpers (no zod) ----

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/**
 * The YouTube video a link points at, or null when the link is anything else. Only these shapes count, on http(s)
 * without a port or credentials: `youtube.com|www.youtube.com|m.youtube.com/watch?v=<id>`,
 * `youtube.com/shorts/<id>` (same hosts) and `youtu.be/<id>`, where `<id>` is 11 characters of `A–Z a–z 0–9 _ -`.
 * Clients embed a video only from the id this returns (never the link itself), so a look-alike host, a redirect or
 * a `javascript:` URL can never become an iframe.
 */
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

/** Is `link` an absolute http(s) URL (the only links the server stores)? */
export function isHttpLink(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

// ---- path parameters ----

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, {
      error: message,
    });

/** `GET|POST /v1/my-dream/todo-group/{id}`. */
export const TodoGroupIdParamsSchema = z.object({ id: positiveId(TODO_MESSAGES.groupIdInvalid) });
export type TodoGroupIdParamsInput = z.input<typeof TodoGroupIdParamsSchema>;
/** `PATCH /v1/my-dream/todo/{todoGroupId}/public-state`. */
export const TodoGroupPublicParamsSchema = z.object({
  todoGroupId: positiveId(TODO_MESSAGES.groupIdInvalid),
});
export type TodoGroupPublicParamsInput = z.input<typeof TodoGroupPublicParamsSchema>;
/** `GET|PUT|DELETE /v1/my-dream/todo/{todoId}`, `/restore`, `/complete-state`. */
export const TodoIdParamsSchema = z.object({ todoId: positiveId(TODO_MESSAGES.todoIdInvalid) });
export type TodoIdParamsInput = z.input<typeof TodoIdParamsSchema>;

// ---- multipart text fields (create and update) ----

/** Title: trimmed, 1–100 characters. */
export const TodoTitleSchema = z
  .string({ error: TODO_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: TODO_MESSAGES.titleRequired })
  .max(LIMITS.todoTitleMaxLength, { error: TODO_MESSAGES.titleTooLong });

/** Multipart booleans arrive as the strings `true` / `false`. */
export const BooleanFieldSchema = z
  .enum(['true', 'false'], { error: TODO_MESSAGES.publicInvalid })
  .transform((value) => value === 'true');

/**
 * Memo: at most 5000 characters; blank means "no memo" (null). Line breaks count as one character: multipart turns
 * every `\n` of a form value into `\r\n` (browsers and undici alike), so they are turned back before counting.
 */
export const MemoTextSchema = z
  .string({ error: TODO_MESSAGES.memoTooLong })
  .transform((value) => value.replace(/\r\n?/g, '\n'))
  .pipe(z.string().max(LIMITS.memoMaxLength, { error: TODO_MESSAGES.memoTooLong }))
  .transform((value) => (value.trim() === '' ? null : value));

/**
 * Link: any absolute http(s) URL up to 500 characters, stored as given; blank means "no link" (null). Other schemes
 * (`javascript:`, `data:`, `file:`…) are refused. Whether it is embedded is decided by `parseYoutubeLink`, never by
 * the stored text.
 */
export const TodoLinkSchema = z
  .string({ error: TODO_MESSAGES.linkInvalid })
  .trim()
  .max(TODO_LINK_MAX_LENGTH, { error: TODO_MESSAGES.linkTooLong })
  .refine((value) => value === '' || isHttpLink(value), { error: TODO_MESSAGES.linkInvalid })
  .transform((value) => (value === '' ? null : value));

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (years 2000–2099). */
export function isCalendarDay(value: string): boolean {
  const match = /^(20\d\d)-(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * 목표일: a calendar day in Asia/Seoul written `YYYY-MM-DD`; blank means "no target date" (null). A day in the past is
 * accepted (a plan may be behind; the list says so kindly).
 */
export const TargetDateFieldSchema = z
  .string({ error: TODO_MESSAGES.targetDateInvalid })
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), { error: TODO_MESSAGES.targetDateInvalid })
  .transform((value) => (value === '' ? null : value));

/** One `deleteImages` value: an image id. */
export const ImageIdFieldSchema = z.coerce
  .number({ error: TODO_MESSAGES.imageNotFound })
  .int({ error: TODO_MESSAGES.imageNotFound })
  .positive({ error: TODO_MESSAGES.imageNotFound })
  .max(2_147_483_647, { error: TODO_MESSAGES.imageNotFound });

/**
 * `POST /v1/my-dream/todo-group/{id}` multipart text fields (the files come as repeated `images`). `isPublic`
 * omitted → private (API.md: plans start private). Quick-add sends only `todoTitle` and `isPublic`.
 */
export const CreateTodoFieldsSchema = z.object({
  todoTitle: TodoTitleSchema,
  isPublic: BooleanFieldSchema.optional(),
  memoText: MemoTextSchema.optional(),
  link: TodoLinkSchema.optional(),
  targetDate: TargetDateFieldSchema.optional(),
});
export type CreateTodoFields = z.output<typeof CreateTodoFieldsSchema>;
export type CreateTodoFieldsInput = z.input<typeof CreateTodoFieldsSchema>;

/**
 * `PUT /v1/my-dream/todo/{todoId}` multipart text fields (new files come as repeated `newImages`). An omitted
 * `isPublic`, `memoText` or `link` keeps the stored value (API.md: editing keeps visibility unless changed); an
 * empty `memoText` or `link` clears it. `deleteImages` (repeated) must all be images of this to-do.
 */
export const UpdateTodoFieldsSchema = CreateTodoFieldsSchema.extend({
  deleteImages: z
    .array(ImageIdFieldSchema)
    .max(LIMITS.imagesPerTodo, { error: TODO_MESSAGES.imageNotFound })
    .default([]),
});
export type UpdateTodoFields = z.output<typeof UpdateTodoFieldsSchema>;
export type UpdateTodoFieldsInput = z.input<typeof UpdateTodoFieldsSchema>;

/** The multipart field names of the two writes (a trailing `[]`, as some form libraries send, is accepted too). */
export const TODO_FORM_FIELDS = {
  create: { text: ['todoTitle', 'isPublic', 'memoText', 'link', 'targetDate'], files: 'images' },
  update: {
    text: ['todoTitle', 'isPublic', 'memoText', 'link', 'targetDate'],
    repeated: ['deleteImages'],
    files: 'newImages',
  },
} as const;

// ---- JSON bodies ----

/** `PATCH /v1/my-dream/todo/{todoId}/complete-state`: sets the value (idempotent), never toggles. */
export const CompleteStateRequestSchema = z.object({
  completed: z.boolean({ error: '완료 여부는 true 또는 false로 보내 주세요.' }),
});
export type CompleteStateRequestInput = z.input<typeof CompleteStateRequestSchema>;
export const CompleteStateResponseSchema = z.object({ todoId: z.number().int(), completed: z.boolean() });

/** `PATCH /v1/my-dream/todo/{todoGroupId}/public-state`: sets every to-do of the group. */
export const PublicStateRequestSchema = z.object({
  isPublic: z.boolean({ error: TODO_MESSAGES.publicInvalid }),
});
export type PublicStateRequestInput = z.input<typeof PublicStateRequestSchema>;
export const PublicStateResponseSchema = z.object({
  todoGroupId: z.number().int(),
  isPublic: z.boolean(),
  /** How many to-dos now carry the value. */
  todoCount: z.number().int(),
});

// ---- responses ----

/** A to-do in a list (the spec's "Todo item"). `isMemoExist`: a memo, a link or an image is attached. */
export const TodoItemSchema = z.object({
  todoId: z.number().int(),
  title: z.string(),
  completed: z.boolean(),
  isMemoExist: z.boolean(),
  isPublic: z.boolean(),
  /** 목표일 (`YYYY-MM-DD`, Asia/Seoul) or null. */
  targetDate: z.string().nullable(),
});
export type TodoItem = z.infer<typeof TodoItemSchema>;

/**
 * A to-do deleted less than `TODO_RESTORE_WINDOW_MS` ago, still restorable (ADR 018): the list shows it as a 삭제 취소
 * row in its place, on any device and after a reload. `afterTodoId`: the to-do shown just before it, live or
 * restorable (null: it comes first).
 */
export const RestorableTodoSchema = z.object({
  todoId: z.number().int(),
  title: z.string(),
  afterTodoId: z.number().int().nullable(),
  /** ISO-8601. */
  deletedAt: z.string(),
  /** ISO-8601: `deletedAt` + 10 minutes; `POST …/restore` answers 404 TODO_RESTORE_EXPIRED from then on. */
  restorableUntil: z.string(),
});
export type RestorableTodo = z.infer<typeof RestorableTodoSchema>;

/**
 * `GET /v1/my-dream/todo` (the most recently active group) and `GET /v1/my-dream/todo-group/{id}`. Without any
 * group every value is null and `todos` is empty. `daysAgo`: whole Asia/Seoul calendar days since the group was
 * made, plus one (day 1 on the first day). `restorableTodos` (an addition to the spec's shape): the group's to-dos
 * deleted within the restore window, in list order.
 */
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

/** `GET /v1/my-dream/todo/jobs` (the spec's "My jobs list item", plus the job id). */
export const MyTodoJobSchema = z.object({
  todoGroupId: z.number().int(),
  jobName: z.string(),
  jobId: z.number().int(),
});
export const MyTodoJobsResponseSchema = z.array(MyTodoJobSchema);
export type MyTodoJob = z.infer<typeof MyTodoJobSchema>;

export const TodoImageSchema = z.object({ imageId: z.number().int(), imageUrl: z.string() });
export type TodoImage = z.infer<typeof TodoImageSchema>;

/**
 * `GET /v1/my-dream/todo/{todoId}` (the spec's "To-do detail"), also the answer of `PUT`. `link` is what the member
 * typed; `linkVideoId` is set only for a YouTube link (`parseYoutubeLink`): clients embed that id and nothing else.
 * `todoGroupId` and `completed` are additions (the editor returns to the group's list).
 */
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
  /** 목표일 (`YYYY-MM-DD`, Asia/Seoul) or null. */
  targetDate: z.string().nullable(),
});
export type TodoDetail = z.infer<typeof TodoDetailSchema>;

/** `POST /v1/my-dream/todo-group/{id}`. */
export const CreateTodoResponseSchema = z.object({ todoId: z.number().int() });

/** `DELETE /v1/my-dream/todo/{todoId}`: soft delete; restorable until `restorableUntil` (ISO-8601). */
export const DeleteTodoResponseSchema = z.object({
  todoId: z.number().int(),
  deleted: z.literal(true),
  restorableUntil: z.string(),
});

/** `POST /v1/my-dream/todo/{todoId}/restore`: the to-do, back in its place. */
export const RestoreTodoResponseSchema = TodoItemSchema;
