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
  successEnvelope,
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
import { requireMemberId } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import {
  addJobToMyList,
  createTodo,
  deleteTodo,
  getMyActiveTodoGroup,
  getMyTodoGroup,
  getTodo,
  isTodoImageServable,
  listMyJobs,
  restoreTodo,
  setTodoCompleted,
  setTodoGroupPublic,
  TODO_IMAGE_FOLDER,
  updateTodo,
} from './service.ts';

const tags = ['todos'];
const security = [{ bearerAuth: [] }];

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

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** The my-dream calls (API.md "To-dos"): the caller's own groups and to-dos only; anyone else's is a 404. */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // An <img> carries no bearer: the signed link says who it was issued to, the database says whether that still holds.
  app.guardFileFolder(TODO_IMAGE_FOLDER, (link) => isTodoImageServable({ db }, link));
  groupReadRoutes(app);
  createTodoRoute(app);
  todoDetailRoutes(app);
  deleteRestoreRoutes(app);
  stateRoutes(app);
  addJobRoute(app);
};

/** The caller's most recent group, their chosen jobs, one of their groups. */
function groupReadRoutes(app: RouteApp) {
  const { storage, clock } = app.deps;
  const reads = app.listReads;
  const base = { onRequest: app.authenticate };

  app.get(
    '/v1/my-dream/todo',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '최근에 활동한 내 할일 목록',
        response: { 200: successEnvelope(MyTodoGroupSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await getMyActiveTodoGroup(
          { reads, storage, now: clock.now() },
          { memberId: requireMemberId(request) },
        ),
      ),
  );

  app.get(
    '/v1/my-dream/todo/jobs',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '내가 담은 직업 목록',
        response: { 200: successEnvelope(MyTodoJobsResponseSchema) },
      },
    },
    async (request) => ok(app, await listMyJobs({ reads }, { memberId: requireMemberId(request) })),
  );

  app.get(
    '/v1/my-dream/todo-group/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '내 할일 목록 하나',
        params: TodoGroupIdParamsSchema,
        response: { 200: successEnvelope(MyTodoGroupSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await getMyTodoGroup(
          { reads, storage, now: clock.now() },
          { memberId: requireMemberId(request), todoGroupId: request.params.id },
        ),
      ),
  );
}

function createTodoRoute(app: RouteApp) {
  const { db, storage, clock } = app.deps;
  app.post(
    '/v1/my-dream/todo-group/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '할일 추가 (multipart, 이미지는 images 항목으로 5장까지)',
        description: `${FORM_NOTE}; 파일: images(JPG·PNG·WEBP, 장당 5MB 이하, 5장까지)`,
        consumes: ['multipart/form-data'],
        params: TodoGroupIdParamsSchema,
        response: { 200: successEnvelope(CreateTodoResponseSchema) },
      },
    },
    async (request) => {
      const memberId = requireMemberId(request);
      const { fields, files } = await readTodoForm(request, CREATE_FORM, CreateTodoFieldsSchema);
      return ok(
        app,
        await createTodo(
          { db, storage, now: clock.now(), log: request.log },
          { memberId, todoGroupId: request.params.id, fields, images: files },
        ),
      );
    },
  );
}

/** One to-do read whole (memo, link, images) and edited. */
function todoDetailRoutes(app: RouteApp) {
  const { db, storage, clock } = app.deps;
  const { fileLinks } = app;
  const base = { onRequest: app.authenticate };

  app.get(
    '/v1/my-dream/todo/:todoId',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '내 할일 상세 (메모, 링크, 이미지)',
        params: TodoIdParamsSchema,
        response: { 200: successEnvelope(TodoDetailSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await getTodo(
          { db, fileLinks, now: clock.now() },
          { memberId: requireMemberId(request), todoId: request.params.todoId },
        ),
      ),
  );

  app.put(
    '/v1/my-dream/todo/:todoId',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '할일 수정 (multipart; 보내지 않은 isPublic·memoText·link는 그대로)',
        description: `${FORM_NOTE}; deleteImages(이 할일의 이미지 id, 여러 번); 파일: newImages`,
        consumes: ['multipart/form-data'],
        params: TodoIdParamsSchema,
        response: { 200: successEnvelope(TodoDetailSchema) },
      },
    },
    async (request) => {
      const memberId = requireMemberId(request);
      const { fields, files } = await readTodoForm(request, UPDATE_FORM, UpdateTodoFieldsSchema);
      return ok(
        app,
        await updateTodo(
          { db, storage, fileLinks, now: clock.now(), log: request.log },
          { memberId, todoId: request.params.todoId, fields, newImages: files },
        ),
      );
    },
  );
}

function deleteRestoreRoutes(app: RouteApp) {
  const { db, clock } = app.deps;
  const base = { onRequest: app.authenticate };

  app.delete(
    '/v1/my-dream/todo/:todoId',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '할일 삭제 (10분 안에 되돌릴 수 있어요)',
        params: TodoIdParamsSchema,
        response: { 200: successEnvelope(DeleteTodoResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await deleteTodo(
          { db, now: clock.now() },
          { memberId: requireMemberId(request), todoId: request.params.todoId },
        ),
      ),
  );

  app.post(
    '/v1/my-dream/todo/:todoId/restore',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '삭제한 할일 되돌리기 (삭제 후 10분 안, 원래 자리로)',
        params: TodoIdParamsSchema,
        response: { 200: successEnvelope(RestoreTodoResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await restoreTodo(
          { db, now: clock.now() },
          { memberId: requireMemberId(request), todoId: request.params.todoId },
        ),
      ),
  );
}

/** A to-do's completed flag and a whole group's public flag, each set to the value sent. */
function stateRoutes(app: RouteApp) {
  const { db, clock } = app.deps;
  const base = { onRequest: app.authenticate };

  app.patch(
    '/v1/my-dream/todo/:todoId/complete-state',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '할일 완료 여부 정하기 (보낸 값으로, 뒤집지 않음)',
        params: TodoIdParamsSchema,
        body: CompleteStateRequestSchema,
        response: { 200: successEnvelope(CompleteStateResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await setTodoCompleted(
          { db, now: clock.now() },
          {
            memberId: requireMemberId(request),
            todoId: request.params.todoId,
            completed: request.body.completed,
          },
        ),
      ),
  );

  app.patch(
    '/v1/my-dream/todo/:todoGroupId/public-state',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: '할일 목록 전체 공개·비공개',
        params: TodoGroupPublicParamsSchema,
        body: PublicStateRequestSchema,
        response: { 200: successEnvelope(PublicStateResponseSchema) },
      },
    },
    async (request) =>
      ok(
        app,
        await setTodoGroupPublic(
          { db, now: clock.now() },
          {
            memberId: requireMemberId(request),
            todoGroupId: request.params.todoGroupId,
            isPublic: request.body.isPublic,
          },
        ),
      ),
  );
}

function addJobRoute(app: RouteApp) {
  const { db, clock } = app.deps;
  app.post(
    '/v1/my-dream/job/:jobId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '직업 담기 (시작 할일과 함께 할일 목록 만들기)',
        params: AddJobParamsSchema,
        response: { 200: successEnvelope(AddJobResponseSchema) },
      },
    },
    async (request) => {
      const added = await addJobToMyList(
        { db, clock },
        { memberId: requireMemberId(request), jobId: request.params.jobId },
      );
      // Visitors' "popular" counts members' chosen occupations (ADR 014).
      app.listReads.choicesChanged();
      return ok(app, added);
    },
  );
}
