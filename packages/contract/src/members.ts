import { z } from 'zod';
import { GenderSchema, NicknameSchema, TextSizeSchema } from './auth.ts';

export const MemberJobSchema = z.object({
  jobId: z.number().int(),
  jobName: z.string(),
  todoGroupId: z.number().int(),
});

export const MemberInfoResponseSchema = z.object({
  memberId: z.number().int(),
  nickname: z.string(),
  loginId: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  regionCode: z.number().int().nullable(),
  regionName: z.string().nullable(),
  birthDate: z.string(),
  gender: GenderSchema,
  textSize: TextSizeSchema,
  jobs: z.array(MemberJobSchema),
});
export type MemberInfo = z.infer<typeof MemberInfoResponseSchema>;

export const ChangeNicknameRequestSchema = z.object({ newNickName: NicknameSchema });
export type ChangeNicknameRequestInput = z.input<typeof ChangeNicknameRequestSchema>;
export const ChangeNicknameResponseSchema = z.object({ nickname: z.string() });

export const ChangeRegionRequestSchema = z.object({
  newRegionCode: z
    .number({ error: '거주지를 선택해주세요.' })
    .int()
    .positive({ error: '거주지를 선택해주세요.' }),
});
export type ChangeRegionRequestInput = z.input<typeof ChangeRegionRequestSchema>;
export const ChangeRegionResponseSchema = z.object({ regionCode: z.number().int(), regionName: z.string() });

export const ChangeTextSizeRequestSchema = z.object({ textSize: TextSizeSchema });
export type ChangeTextSizeRequestInput = z.input<typeof ChangeTextSizeRequestSchema>;
export const ChangeTextSizeResponseSchema = z.object({ textSize: TextSizeSchema });

/** `POST /v1/member/profile` answers the image URL string itself (the spec reads `data.data`). */
export const ProfileImageResponseSchema = z.string();
export const DeleteProfileImageResponseSchema = z.object({ deleted: z.literal(true) });

export const DeleteJobsRequestSchema = z.object({
  jobIds: z.array(z.number().int().positive()).min(1, { error: '삭제할 직업을 골라주세요.' }).max(50),
});
export type DeleteJobsRequestInput = z.input<typeof DeleteJobsRequestSchema>;
export const DeleteJobsResponseSchema = z.object({ deletedJobIds: z.array(z.number().int()) });

/** `GET /v1/my-dream/todo/jobs`. */
export const MyJobListResponseSchema = z.array(MemberJobSchema);
