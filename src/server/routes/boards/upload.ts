import { Hono } from 'hono';
import { editorImageFormSchema } from '../../../api/schema/boards';
import type { Attachment } from '../../../api/types';
import { storeFiles } from '../../content/files';
import { toAttachment } from '../../content/posts';
import { getDb } from '../../db';
import type { StoredFile } from '../../db/schema';
import type { AppEnv } from '../../http';
import { withinUploadQuota } from '../../upload-quota';
import { acceptFile } from '../../uploads';
import { validForm } from '../../validate';

// `POST /v1/boards/uploads`: one image for the rich-text editor, kept unattached until a post uses it (within the
// member's daily upload quota, src/server/upload-quota.ts).

export const boardUpload = new Hono<AppEnv>();

boardUpload.post('/uploads', validForm(editorImageFormSchema), async (c) => {
  const member = c.get('member');
  const accepted = await acceptFile(c.req.valid('form').file, 'image');
  const [stored] = await withinUploadQuota(member.id, [accepted], async () =>
    storeFiles(await getDb(), [accepted], { kind: 'EDITOR', uploaderId: member.id }),
  );
  return c.json<Attachment>(toAttachment(stored as StoredFile), 201);
});
