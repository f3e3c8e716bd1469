import * as v from 'valibot';
import type { Db } from '../db';
import { notifications } from '../db/schema';
import { badRequest } from '../http';
import { notificationInputSchema, type NotificationInput } from '../../api/schema/notifications';

// How a decision tells a member: one row, written with the database or the decision's own transaction
// (`db.transaction(tx => …)`: a transaction is a Db to drizzle), so the notification exists exactly when the decision
// does. Texts are plain Korean sentences; they never name a staff member (the member reads every notification as from
// 운영팀, NOTIFICATION_SENDER) and carry no HTML (the screens print them as text). A link is a path of this site.

/** Writes one notification for a member; answers its id. A text or link the schema refuses is 400 in Korean. */
export async function notify(db: Db, input: NotificationInput): Promise<number> {
  const checked = v.safeParse(notificationInputSchema, input);
  if (!checked.success) throw badRequest(checked.issues[0]?.message);
  const { memberId, kind, title, body, link } = checked.output;
  const [row] = await db.insert(notifications).values({ memberId, kind, title, body, link }).returning({ id: notifications.id });
  return row!.id;
}
