import {
  AddJobParamsSchema,
  AddJobResponseSchema,
  CompleteStateRequestSchema,
  CompleteStateResponseSchema,
  CreateTodoFieldsSchema,
  CreateTodoResponseSchema,
  DeleteTodoResponseSchema,
  ERRORS,
  MyTodoGroupSchema,
  MyTodoJobsResponseSchema,
  PublicStateRequestSchema,
  PublicStateResponseSchema,
  RestoreTodoResponseSchema,
  TODO_FORM_FIELDS,
  TODO_MESSAGES,
  TodoDetailSchema,
  TodoGroupIdParamsSchema,
  TodoGroupPublicParamsSchema,
  TodoIdParamsSchema,
  UpdateTodoFieldsSchema,
} from '@dasibom/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { type FormSpec, readForm } from '../../platform/multipart.ts';
import { type MemberRoute, type RouteApp, routeKit } from '../../plugins/route-kit.ts';
import { addJobToMyList } from './add-job.ts';
import { getMyActiveTodoGroup, getMyTodoGroup, listMyJobs } from './group-read.ts';
import { isTodoImageServable, TODO_IMAGE_FOLDER } from './todo-images.ts';
import { getTodo } from './todo-read.ts';
import { deleteTodo, restoreTodo, setTodoCompleted, setTodoGroupPublic } from './todo-state.ts';
import { createTodo, updateTodo } from './todo-write.ts';

const tooLong = {
  todoTitle: TODO_MESSAGES.titleTooLong,
  memoText: TODO_MESSAGES.memoTooLong,
  link: TODO_MESSAGES.linkTooLong,
};
const CREATE_FORM: FormSpec = {
  single: TODO_FORM_FIELDS.create.text,
  files: TODO_FORM_FIELDS.create.files,
  tooLong,
  tooManyFiles: TODO_MESSAGES.tooManyImages,
};
const UPDATE_FORM: FormSpec = {
  single: TODO_FORM_FIELDS.update.text,
  repeated: TODO_FORM_FIELDS.update.repeated,
  files: TODO_FORM_FIELDS.update.files,
  tooLong,
  tooManyFiles: TODO_MESSAGES.tooManyImages,
};

/** The form's text fields through the contract's schema; the first problem is the message, as for JSON bodies. */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'body');
    problems[key] ??= issue.message;
  }
  throw new AppError('VALIDATION', {
    message: Object.values(problems)[0] ?? ERRORS.VALIDATION.message,
    fields: problems,
  });
}

async function readTodoForm<S extends z.ZodType>(request: FastifyRequest, spec: FormSpec, schema: S) {
  const form = await readForm(request, spec);
  return { fields: parseFields(schema, form.fields), files: form.files };
}

const FORM_NOTE =
  'multipart/form-data. 글 항목: todoTitle(1–100자), isPublic("true"|"false"), memoText(5000자 이하), link(http/https 주소), targetDate(YYYY-MM-DD 또는 빈 값)';

/** The my-dream calls (API.md "To-dos"): the caller's own groups and to-dos only; anyone else's is a 404. */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const route = routeKit(app, ['todos']).member;
  // An <img> carries no bearer: the signed link says who it was issued to, the database says whether that still holds.
  app.guardFileFolder(TODO_IMAGE_FOLDER, (link) => isTodoImageServable({ db }, link));
  planRoutes(app, route);
  changeRoutes(app, route);
};

/** The caller's groups and chosen jobs; a to-do added, read whole (memo, link, images) and edited. */
function planRoutes(app: RouteApp, route: MemberRoute) {
  const { db, storage, clock } = app.deps;
  const { fileLinks } = app;
  const reads = app.listReads;

  route.get(
    '/v1/my-dream/todo',
    { summary: '최근에 활동한 내 할일 목록', response: MyTodoGroupSchema },
    ({ memberId }) => getMyActiveTodoGroup({ reads, storage, now: clock.now() }, { memberId }),
  );
  route.get(
    '/v1/my-dream/todo/jobs',
    { summary: '내가 담은 직업 목록', response: MyTodoJobsResponseSchema },
    ({ memberId }) => listMyJobs({ reads }, { memberId }),
  );
  route.get(
    '/v1/my-dream/todo-group/:id',
    { summary: '내 할일 목록 하나', params: TodoGroupIdParamsSchema, response: MyTodoGroupSchema },
    ({ memberId, params }) =>
      getMyTodoGroup({ reads, storage, now: clock.now() }, { memberId, todoGroupId: params.id }),
  );
  route.post(
    '/v1/my-dream/todo-group/:id',
    {
      summary: '할일 추가 (multipart, 이미지는 images 항목으로 5장까지)',
      description: `${FORM_NOTE}; 파일: images(JPG·PNG·WEBP, 장당 5MB 이하, 5장까지)`,
      consumes: ['multipart/form-data'],
      params: TodoGroupIdParamsSchema,
      response: CreateTodoResponseSchema,
    },
    async ({ request, memberId, params }) => {
      const { fields, files } = await readTodoForm(request, CREATE_FORM, CreateTodoFieldsSchema);
      return createTodo(
        { db, storage, now: clock.now(), log: request.log },
        { memberId, todoGroupId: params.id, fields, images: files },
      );
    },
  );
  route.get(
    '/v1/my-dream/todo/:todoId',
    { summary: '내 할일 상세 (메모, 링크, 이미지)', params: TodoIdParamsSchema, response: TodoDetailSchema },
    ({ memberId, params }) =>
      getTodo({ db, fileLinks, now: clock.now() }, { memberId, todoId: params.todoId }),
  );
  route.put(
    '/v1/my-dream/todo/:todoId',
    {
      summary: '할일 수정 (multipart; 보내지 않은 isPublic·memoText·link는 그대로)',
      description: `${FORM_NOTE}; deleteImages(이 할일의 이미지 id, 여러 번); 파일: newImages`,
      consumes: ['multipart/form-data'],
      params: TodoIdParamsSchema,
      response: TodoDetailSchema,
    },
    async ({ request, memberId, params }) => {
      const { fields, files } = await readTodoForm(request, UPDATE_FORM, UpdateTodoFieldsSchema);
      return updateTodo(
        { db, storage, fileLinks, now: clock.now(), log: request.log },
        { memberId, todoId: params.todoId, fields, newImages: files },
      );
    },
  );
}

/** A to-do deleted and restored, checked off; a group made public; a job added with its starter plan. */
function changeRoutes(app: RouteApp, route: MemberRoute) {
  const { db, clock } = app.deps;
  const deps = () => ({ db, now: clock.now() });

  route.delete(
    '/v1/my-dream/todo/:todoId',
    {
      summary: '할일 삭제 (10분 안에 되돌릴 수 있어요)',
      params: TodoIdParamsSchema,
      response: DeleteTodoResponseSchema,
    },
    ({ memberId, params }) => deleteTodo(deps(), { memberId, todoId: params.todoId }),
  );
  route.post(
    '/v1/my-dream/todo/:todoId/restore',
    {
      summary: '삭제한 할일 되돌리기 (삭제 후 10분 안, 원래 자리로)',
      params: TodoIdParamsSchema,
      response: RestoreTodoResponseSchema,
    },
    ({ memberId, params }) => restoreTodo(deps(), { memberId, todoId: params.todoId }),
  );
  // The completed and public flags are set to the value sent, never toggled.
  route.patch(
    '/v1/my-dream/todo/:todoId/complete-state',
    {
      summary: '할일 완료 여부 정하기 (보낸 값으로, 뒤집지 않음)',
      params: TodoIdParamsSchema,
      body: CompleteStateRequestSchema,
      response: CompleteStateResponseSchema,
    },
    ({ memberId, params, body }) =>
      setTodoCompleted(deps(), { memberId, todoId: params.todoId, completed: body.completed }),
  );
  route.patch(
    '/v1/my-dream/todo/:todoGroupId/public-state',
    {
      summary: '할일 목록 전체 공개·비공개',
      params: TodoGroupPublicParamsSchema,
      body: PublicStateRequestSchema,
      response: PublicStateResponseSchema,
    },
    ({ memberId, params, body }) =>
      setTodoGroupPublic(deps(), { memberId, todoGroupId: params.todoGroupId, isPublic: body.isPublic }),
  );
  route.post(
    '/v1/my-dream/job/:jobId',
    {
      summary: '직업 담기 (시작 할일과 함께 할일 목록 만들기)',
      params: AddJobParamsSchema,
      response: AddJobResponseSchema,
    },
    async ({ memberId, params }) => {
      const added = await addJobToMyList({ db, clock }, { memberId, jobId: params.jobId });
      // Visitors' "popular" counts members' chosen occupations (ADR 014).
      app.listReads.choicesChanged();
      return added;
    },
  );
}
