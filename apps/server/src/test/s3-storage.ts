import type { S3Client } from '@aws-sdk/client-s3';
import { createS3Storage } from '../platform/storage.ts';

/** S3 storage on a test bucket behind `client`, a stand-in for the SDK's; public URLs start with `publicUrl`. */
export function testS3Storage(client: Pick<S3Client, 'send'>, publicUrl = 'https://cdn.example.com') {
  const settings = { S3_BUCKET: 'bucket', S3_REGION: 'ap-northeast-2', S3_ENDPOINT: undefined };
  const keys = { S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
  return createS3Storage(
    { ...settings, ...keys, S3_PUBLIC_URL: publicUrl, S3_FORCE_PATH_STYLE: true },
    client,
  );
}
