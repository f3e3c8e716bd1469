import { Hono } from 'hono';
import { editorImageFormSchema } from '../../../api/schema/boards';
import type { Attachment } from '../../../api/types';
import { storeEditorImage } from '../../content/editor-images';
import { getDb } from '../../runtime/database';
import type { AppEnv } from '../../http';
import { acceptFile } from '../../files/uploads';
import { validForm } from '../../http/validate';

// `POST /v1/boards/uploads`: one image for the rich-text editor, kept unattached until a post uses it (within the
// member's daily upload quota, src/server/files/upload-quota.ts).

export const boardUpload = new Hono<AppEnv>();

boardUpload.post('/uploads', validForm(editorImageFormSchema), async (c) => {
  const member = c.get('member');
  const accepted = await acceptFile(c.req.valid('form').file, 'image');
  return c.json<Attachment>(await storeEditorImage(await getDb(), member.id, accepted), 201);
});
