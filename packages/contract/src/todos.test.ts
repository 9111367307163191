import { describe, expect, it } from 'vitest';
import {
  CreateTodoFieldsSchema,
  ERRORS,
  LIMITS,
  parseYoutubeLink,
  TodoIdParamsSchema,
  UpdateTodoFieldsSchema,
} from './index.ts';

describe('parseYoutubeLink', () => {
  const id = 'dQw4w9WgXcQ';
  it('finds the video of watch, short and youtu.be links on the allowed hosts', () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?v=${id}&t=42s`,
      `http://m.youtube.com/watch?feature=share&v=${id}`,
      `https://www.youtube.com/shorts/${id}`,
      `https://youtube.com/shorts/${id}?si=abc`,
      `https://youtu.be/${id}`,
      `https://youtu.be/${id}?t=10`,
      `  https://WWW.YouTube.com/watch?v=${id}  `,
    ]) {
      expect(parseYoutubeLink(link), link).toEqual({ videoId: id });
    }
  });

  it('answers null for anything else: other hosts, look-alikes, other schemes, bad ids, ports, credentials', () => {
    for (const link of [
      null,
      undefined,
      '',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      `https://www.youtube.com.evil.example/watch?v=${id}`,
      `https://evil.example/youtube.com/watch?v=${id}`,
      `https://notyoutube.com/watch?v=${id}`,
      `https://music.youtube.com/watch?v=${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/watch?v=${id}x`,
      `https://www.youtube.com/watch?v=short`,
      `https://www.youtube.com/watch?v=${id.slice(0, 10)}"`,
      `https://youtu.be/${id}/extra`,
      `https://www.youtube.com/shorts/${id}/x`,
      `https://www.youtube.com:8443/watch?v=${id}`,
      `https://user:pw@www.youtube.com/watch?v=${id}`,
      `javascript:alert(1)//youtube.com/watch?v=${id}`,
      `data:text/html,<script>alert(1)</script>`,
      `ftp://youtu.be/${id}`,
      'https://example.com/video',
    ]) {
      expect(parseYoutubeLink(link), String(link)).toBeNull();
    }
  });
});

describe('to-do form fields', () => {
  it('trims the title, requires it with the spec message and caps it at 100 characters', () => {
    expect(CreateTodoFieldsSchema.parse({ todoTitle: '  자격증 따기 ' }).todoTitle).toBe('자격증 따기');
    const blank = CreateTodoFieldsSchema.safeParse({ todoTitle: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('할일 제목을 입력해주세요.');
    expect(CreateTodoFieldsSchema.safeParse({}).error?.issues[0]?.message).toBe('할일 제목을 입력해주세요.');
    expect(CreateTodoFieldsSchema.safeParse({ todoTitle: '가'.repeat(100) }).success).toBe(true);
    expect(CreateTodoFieldsSchema.safeParse({ todoTitle: '가'.repeat(101) }).success).toBe(false);
  });

  it("reads isPublic from 'true'/'false' only", () => {
    expect(CreateTodoFieldsSchema.parse({ todoTitle: 'a', isPublic: 'true' }).isPublic).toBe(true);
    expect(CreateTodoFieldsSchema.parse({ todoTitle: 'a', isPublic: 'false' }).isPublic).toBe(false);
    expect(CreateTodoFieldsSchema.parse({ todoTitle: 'a' }).isPublic).toBeUndefined();
    expect(CreateTodoFieldsSchema.safeParse({ todoTitle: 'a', isPublic: 'yes' }).success).toBe(false);
  });

  it('caps the memo at 5000 characters with a Korean message; blank memo and link mean none', () => {
    const max = CreateTodoFieldsSchema.safeParse({
      todoTitle: 'a',
      memoText: '메'.repeat(LIMITS.memoMaxLength),
    });
    expect(max.success).toBe(true);
    const over = CreateTodoFieldsSchema.safeParse({
      todoTitle: 'a',
      memoText: 'a'.repeat(LIMITS.memoMaxLength + 1),
    });
    expect(over.error?.issues[0]?.message).toMatch(/^메모는 5000자/);
    const crlf = `${'가\r\n'.repeat(2500)}`;
    expect(CreateTodoFieldsSchema.parse({ todoTitle: 'a', memoText: crlf }).memoText).toBe(
      '가\n'.repeat(2500),
    );
    expect(CreateTodoFieldsSchema.parse({ todoTitle: 'a', memoText: '  ', link: '' })).toMatchObject({
      memoText: null,
      link: null,
    });
  });

  it('stores any http(s) link up to 500 characters and refuses other schemes', () => {
    const link = 'https://example.com/a?b=1';
    expect(CreateTodoFieldsSchema.parse({ todoTitle: 'a', link }).link).toBe(link);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'example.com',
      'https://',
    ]) {
      expect(CreateTodoFieldsSchema.safeParse({ todoTitle: 'a', link: bad }).success, bad).toBe(false);
    }
    const long = `https://example.com/${'a'.repeat(500)}`;
    expect(CreateTodoFieldsSchema.safeParse({ todoTitle: 'a', link: long }).success).toBe(false);
  });

  it('reads deleteImages as ids (at most five)', () => {
    expect(UpdateTodoFieldsSchema.parse({ todoTitle: 'a', deleteImages: ['3', '7'] }).deleteImages).toEqual([
      3, 7,
    ]);
    expect(UpdateTodoFieldsSchema.parse({ todoTitle: 'a' }).deleteImages).toEqual([]);
    expect(UpdateTodoFieldsSchema.safeParse({ todoTitle: 'a', deleteImages: ['x'] }).success).toBe(false);
    expect(UpdateTodoFieldsSchema.safeParse({ todoTitle: 'a', deleteImages: ['0'] }).success).toBe(false);
    const six = ['1', '2', '3', '4', '5', '6'];
    expect(UpdateTodoFieldsSchema.safeParse({ todoTitle: 'a', deleteImages: six }).success).toBe(false);
  });

  it('reads path ids as positive integers', () => {
    expect(TodoIdParamsSchema.parse({ todoId: '12' })).toEqual({ todoId: 12 });
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999']) {
      expect(TodoIdParamsSchema.safeParse({ todoId: bad }).success, bad).toBe(false);
    }
  });

  it('answers a restore after the window with 404 (ADR 018)', () => {
    expect(ERRORS.TODO_RESTORE_EXPIRED.status).toBe(404);
    expect(ERRORS.TODO_NOT_FOUND.message).toBe('투두 데이터를 찾을 수 없습니다.');
  });
});
