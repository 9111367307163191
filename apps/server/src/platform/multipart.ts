import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { UNSAFE_TEXT_MESSAGE } from '../plugins/input-guard.ts';
import { IMAGE_MESSAGES } from './images.ts';

/**
 * Reading multipart requests (the limits themselves are set once in plugins/uploads.ts: files ≤ 5 MB, ≤ 5 files,
 * ≤ 20 fields of ≤ 32 KB). @fastify/multipart signals a broken or over-limit form with plain errors (busboy's, or
 * its own `FST_*` 413s): these helpers turn every one of them into our 4xx, never a 500.
 */

type MultipartError = { code?: string; statusCode?: number };

/** Multipart errors that mean "the client sent a broken form" (busboy throws plain errors without a status). */
export function brokenUpload(error: unknown): AppError {
  const status = (error as MultipartError).statusCode;
  if ((error as MultipartError).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', { message: IMAGE_MESSAGES.tooLarge, cause: error });
  }
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  return new AppError('BAD_REQUEST', { message: IMAGE_MESSAGES.broken, cause: error });
}

/** Reads the one `file` part of a single-image upload (≤ 5 MB: the multipart limit stops the stream right there). */
export async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  const missing = () =>
    new AppError('VALIDATION', { message: IMAGE_MESSAGES.missing, fields: { file: IMAGE_MESSAGES.missing } });
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file({ limits: { files: 1 } });
    if (part?.fieldname !== 'file') throw missing();
    return await part.toBuffer();
  } catch (error) {
    throw error instanceof AppError ? error : brokenUpload(error);
  }
}

export type FormSpec = {
  /** Text fields sent at most once. */
  single: readonly string[];
  /** Text fields that may repeat (collected in order). */
  repeated?: readonly string[];
  /** The field name of the image files (repeated). */
  files: string;
  /** Messages for a text field longer than the field limit (the value arrived truncated). */
  tooLong?: Partial<Record<string, string>>;
  /** The message when more files arrive than the multipart limit allows. */
  tooManyFiles: string;
};

export type FormData = {
  /** Single fields as strings, repeated ones as arrays; unknown text fields are left out. */
  fields: Record<string, string | string[]>;
  files: Buffer[];
};

const FORM_MESSAGES = {
  notMultipart: '요청 형식이 올바르지 않아요. multipart/form-data로 보내 주세요.',
  tooManyFields: '보낸 항목이 너무 많아요. 입력한 내용을 확인해 주세요.',
  duplicate: '같은 항목을 두 번 보냈어요. 입력한 내용을 확인해 주세요.',
  tooLong: '보낸 내용이 너무 길어요.',
  wrongFileField: '이미지를 올바른 항목으로 보내 주세요.',
} as const;

/** Some form libraries name repeated fields `images[]`: both spellings mean the same field. */
const baseName = (name: string) => (name.endsWith('[]') ? name.slice(0, -2) : name);

/**
 * Reads a whole multipart form into memory (bounded by the multipart limits: ≤ 5 files of ≤ 5 MB). Everything a
 * form can do wrong is a 400: a truncated field name or value (STACK-NOTES trap 10: multipart truncates silently),
 * a NUL in a value, a single field sent twice, a file under another name, a file over 5 MB (INVALID_IMAGE), more
 * files than allowed, too many fields or parts, or a body that ends early. An empty file part without a file name
 * (a browser's file input left empty) is skipped.
 */
export async function readForm(request: FastifyRequest, spec: FormSpec): Promise<FormData> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: FORM_MESSAGES.notMultipart });
  const form = formCollector(spec);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await form.addFile(part);
      else form.addText(part);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw formError(error, spec);
  }
  return { fields: form.fields, files: form.files };
}

function fieldProblem(name: string, message: string): AppError {
  return new AppError('VALIDATION', { message, fields: { [name]: message } });
}

/** Collects the form's parts as they arrive, each checked against the spec. */
function formCollector(spec: FormSpec) {
  const single = new Set(spec.single);
  const repeated = new Set(spec.repeated ?? []);
  const fields: Record<string, string | string[]> = {};
  const files: Buffer[] = [];

  async function addFile(part: MultipartFile): Promise<void> {
    if (baseName(part.fieldname) !== spec.files) throw fieldProblem(spec.files, FORM_MESSAGES.wrongFileField);
    const data = await part.toBuffer();
    if (data.length === 0 && !part.filename) return;
    files.push(data);
  }

  function addText(part: MultipartValue): void {
    const name = baseName(part.fieldname);
    if (part.fieldnameTruncated) throw new AppError('BAD_REQUEST', { message: FORM_MESSAGES.tooLong });
    if (part.valueTruncated) throw fieldProblem(name, spec.tooLong?.[name] ?? FORM_MESSAGES.tooLong);
    const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    if (value.includes('\u0000')) throw fieldProblem(name, UNSAFE_TEXT_MESSAGE);
    if (repeated.has(name)) {
      const list = fields[name];
      fields[name] = Array.isArray(list) ? [...list, value] : [value];
    } else if (single.has(name)) {
      if (name in fields) throw fieldProblem(name, FORM_MESSAGES.duplicate);
      fields[name] = value;
    }
  }

  return { fields, files, addFile, addText };
}

function formError(error: unknown, spec: FormSpec): AppError {
  switch ((error as MultipartError).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('INVALID_IMAGE', {
        message: IMAGE_MESSAGES.tooLarge,
        fields: { [spec.files]: IMAGE_MESSAGES.tooLarge },
        cause: error,
      });
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION', {
        message: spec.tooManyFiles,
        fields: { [spec.files]: spec.tooManyFiles },
        cause: error,
      });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('BAD_REQUEST', { message: FORM_MESSAGES.tooManyFields, cause: error });
    default:
      return new AppError('BAD_REQUEST', { message: IMAGE_MESSAGES.broken, cause: error });
  }
}
